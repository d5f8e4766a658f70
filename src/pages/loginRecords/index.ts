export { LoginRecordList } from './LoginRecordList';
