import {
  BadgeCheck,
  Building,
  CalendarCheck,
  CircleDot,
  ClipboardList,
  Coins,
  Contact,
  CreditCard,
  DoorOpen,
  FileDown,
  FileText,
  Handshake,
  House,
  Inbox,
  Landmark,
  ListChecks,
  Mails,
  MessageSquareQuote,
  Newspaper,
  Package,
  ReceiptText,
  ShieldCheck,
  ShoppingCart,
  Signature,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { LucideIcon, LucideProps } from 'lucide-react';

/**
 * The lucide icons the access policy's menu names. An explicit map (not `lucide-react/dynamic`)
 * keeps the bundle to these icons instead of one chunk per lucide icon.
 */
export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  BadgeCheck,
  Building,
  CalendarCheck,
  ClipboardList,
  Coins,
  Contact,
  CreditCard,
  DoorOpen,
  FileDown,
  FileText,
  Handshake,
  House,
  Inbox,
  Landmark,
  ListChecks,
  Mails,
  MessageSquareQuote,
  Newspaper,
  Package,
  ReceiptText,
  ShieldCheck,
  ShoppingCart,
  Signature,
  UserCog,
  Users,
  Wallet,
};

export function hasMenuIcon(name: string): boolean {
  return name in MENU_ICONS;
}

/** Renders a policy icon by name; an unknown name shows a neutral dot rather than nothing. */
export function MenuIcon({ name, ...props }: { name: string } & LucideProps) {
  const IconComponent = MENU_ICONS[name] ?? CircleDot;
  return <IconComponent aria-hidden focusable="false" {...props} />;
}
