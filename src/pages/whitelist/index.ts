export { WhitelistList } from './WhitelistList';
