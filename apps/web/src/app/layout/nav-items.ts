import type { Role } from '@portfolio/shared/auth';

export type NavItem = { label: string; to: string };

/** The navigation items of anonymous visitors and users (docs/spec.md §6). */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Portfolio', to: '/templates' },
  { label: 'Blogs', to: '/blog' },
  { label: 'About Us', to: '/aboutus' },
];

/** An administrator sees only the admin screens (docs/spec.md §6). */
export const adminNavItems: readonly NavItem[] = [
  { label: 'Users', to: '/userslist' },
  { label: 'Messages', to: '/messages' },
  { label: 'Console', to: '/console' },
];

/** A signed-in user's items: the visitors' ones and the inbox of their sites' contact forms. */
export const userNavItems: readonly NavItem[] = [...mainNavItems, { label: 'Inbox', to: '/inbox' }];

/** The items for a role; anonymous visitors (no role) see the main items. */
export function navItemsFor(role: Role | undefined): readonly NavItem[] {
  if (role === 'ADMIN') return [...adminNavItems, accountNavItem];
  return role ? [...userNavItems, accountNavItem] : mainNavItems;
}

export const loginNavItem: NavItem = { label: 'Login', to: '/login' };

/** 'My account', for anyone signed in. */
export const accountNavItem: NavItem = { label: 'My account', to: '/account' };

/** The footer's links, with the paths spelled as docs/spec.md §2 shows them. */
export const footerNavGroups: readonly { heading: string; items: readonly NavItem[] }[] = [
  {
    heading: 'Explore',
    items: [
      { label: 'Home', to: '/' },
      { label: 'Templates', to: '/templates' },
      { label: 'Blog', to: '/blog' },
      { label: 'FAQ', to: '/FAQ' },
      { label: 'About Us', to: '/aboutUs' },
    ],
  },
  {
    heading: 'Legal',
    items: [
      { label: 'Terms and Conditions', to: '/termsandconditions' },
      { label: 'Privacy Policy', to: '/privacyPolicy' },
      { label: 'Refund Policy', to: '/refundPolicy' },
    ],
  },
];
