/** Every island a public page may hold (islands/registry.ts loads each one in the browser). */
export type IslandName =
  | 'public-header'
  | 'public-footer'
  | 'signup-cta'
  | 'see-how-link'
  | 'journey-carousel'
  | 'faq-list'
  | 'newsletter'
  | 'journey-type-link'
  | 'moving-home-cta'
  | 'company-line'
  | 'business-lead-form'
  | 'leave-quickly';
