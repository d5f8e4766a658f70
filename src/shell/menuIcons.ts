import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import LocalAtm from '@mui/icons-material/LocalAtm';
import PriceCheck from '@mui/icons-material/PriceCheck';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';
import Shield from '@mui/icons-material/Shield';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Tune from '@mui/icons-material/Tune';
import Upload from '@mui/icons-material/Upload';
import Download from '@mui/icons-material/Download';
import Timeline from '@mui/icons-material/Timeline';

/** The menu's `meta.icon` names and the icons they stand for. */
export const menuIcons: Record<string, SvgIconComponent> = {
  dashboard: Dashboard,
  payment: CreditCard,
  swap: SwapHoriz,
  recharge: CallReceived,
  adjust: Tune,
  withdrawal: CallMade,
  wallet: AccountBalanceWallet,
  flow: Timeline,
  usdtIn: Download,
  usdtOut: Upload,
  fiat: LocalAtm,
  settings: Settings,
  history: History,
  shield: Shield,
  security: Security,
  key: Key,
  limit: PriceCheck,
};

export const fallbackMenuIcon: SvgIconComponent = ReceiptLong;
