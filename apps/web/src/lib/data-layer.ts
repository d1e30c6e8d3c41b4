/** The data-layer events of SPEC.md section 1, with their fields. */
export type SignupSource = 'header' | 'hero' | 'footer';
export type DataLayerEvent =
  | { event: 'signup_start'; source: SignupSource }
  | { event: 'see_how_click' }
  | { event: 'journey_cta_click'; title: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes onto `window.dataLayer` (created when missing), where a tag manager picks it up. */
export function pushDataLayer(event: DataLayerEvent) {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
