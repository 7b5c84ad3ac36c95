import type { ComponentType } from 'react';

/**
 * Every island by its name (islands/island.tsx marks where each is on a page), with the code that
 * draws it: each is a chunk of its own, fetched only by a page that has it.
 */
export const islands = {
  'site-header': () => import('../app/layout/site-header.tsx').then((m) => m.SiteHeader),
  'footer-logout': () => import('../app/layout/site-footer.tsx').then((m) => m.FooterLogout),
  promo: () => import('./promo.tsx').then((m) => m.Promo),
  faq: () => import('./faq-list.tsx').then((m) => m.FaqList),
  'contact-form': () => import('../features/contact/components/contact-form.tsx').then((m) => m.ContactForm),
  'notify-form': () =>
    import('../features/notifications/components/notify-form.tsx').then((m) => m.NotifyForm),
  'template-cards': () => import('../app/routes/templates.tsx').then((m) => m.TemplateCards),
  'recent-comments': () =>
    import('../features/templates/components/recent-comments.tsx').then((m) => m.RecentComments),
  'template-request': () => import('../app/routes/templates.tsx').then((m) => m.TemplateRequest),
  'comment-form': () => import('../features/blog/components/comment-form.tsx').then((m) => m.CommentForm),
} satisfies Record<string, () => Promise<ComponentType>>;

export type IslandName = keyof typeof islands;
