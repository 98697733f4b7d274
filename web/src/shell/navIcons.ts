import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AdsClickOutlined from '@mui/icons-material/AdsClickOutlined';
import AnnouncementOutlined from '@mui/icons-material/AnnouncementOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import CommentOutlined from '@mui/icons-material/CommentOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import ShoppingCartCheckoutOutlined from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import StoreMallDirectoryOutlined from '@mui/icons-material/StoreMallDirectoryOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export type NavIconComponent = typeof SvgIcon;

/**
 * The menu's icons by @mui/icons-material export name (MenuEntry.icon). Imported one by one so the
 * navigation chunk carries only these; a menu icon missing here fails navIcons.test.ts.
 */
export const NAV_ICONS: Readonly<Record<string, NavIconComponent>> = {
  AddBoxOutlined,
  AdminPanelSettingsOutlined,
  AdsClickOutlined,
  AnnouncementOutlined,
  AssignmentOutlined,
  BuildOutlined,
  CampaignOutlined,
  CasinoOutlined,
  CategoryOutlined,
  CollectionsOutlined,
  CommentOutlined,
  ConfirmationNumberOutlined,
  ContactPhoneOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EmojiEventsOutlined,
  EventNoteOutlined,
  FactCheckOutlined,
  ForumOutlined,
  GroupOutlined,
  GroupsOutlined,
  HistoryOutlined,
  HubOutlined,
  InsightsOutlined,
  Inventory2Outlined,
  LinkOutlined,
  LocalOfferOutlined,
  LocalShippingOutlined,
  MapOutlined,
  NotificationsOutlined,
  PaymentsOutlined,
  PeopleOutlined,
  PersonAddOutlined,
  PollOutlined,
  QuestionAnswerOutlined,
  QuizOutlined,
  ReceiptLongOutlined,
  ReceiptOutlined,
  SavingsOutlined,
  ShareOutlined,
  ShoppingCartCheckoutOutlined,
  ShoppingCartOutlined,
  SmartToyOutlined,
  SmsOutlined,
  StoreMallDirectoryOutlined,
  StorefrontOutlined,
  TuneOutlined,
  VerifiedUserOutlined,
};

export function navIcon(name: string | undefined): NavIconComponent {
  return (name !== undefined ? NAV_ICONS[name] : undefined) ?? CircleOutlined;
}
