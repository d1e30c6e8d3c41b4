import {
  createContext,
  useContext,
  useEffect,
  useId,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

import type { IslandName } from './island-names';

/**
 * How the prerender step writes an island: its own React render with its own id prefix, so the
 * browser can hydrate it alone (entry-server.tsx provides it). Absent in the app, where an island
 * is an ordinary part of the page.
 */
export type IslandRenderer = (element: ReactElement, identifierPrefix: string) => string;
export const IslandRenderContext = createContext<IslandRenderer | null>(null);

/**
 * The root of every island, on the server and in the browser (the same tree, so the same ids):
 * tells the hydrating code when React has committed the island.
 */
export function IslandFrame({ onReady, children }: { onReady?: () => void; children: ReactNode }) {
  useEffect(() => onReady?.(), [onReady]);
  return children;
}

/**
 * When an island hydrates: with the page; when it comes near the viewport (or is used first);
 * or on the visitor's first focus, touch, click or key in it.
 */
export type IslandHydration = 'load' | 'visible' | 'interaction';

type IslandProps<P extends object> = {
  name: IslandName;
  component: ComponentType<P>;
  /** Serialised into the HTML (data-props): plain JSON values only. */
  props: P;
  hydrate?: IslandHydration;
  /** 'span' where the island sits in phrasing content (inside a paragraph). */
  as?: 'div' | 'span';
};

/** Turns React's useId into a valid identifierPrefix (letters and digits, then a hyphen). */
const toPrefix = (id: string) => `i${id.replace(/[^a-zA-Z0-9]/g, '')}-`;

/**
 * An interactive part of a public page. Prerendered, it is a `display: contents` element with
 * the island's markup, its name and its props; islands/hydrate.tsx hydrates it with React alone
 * (no router, no query client). Inside the app it renders the component directly.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'load',
  as: Tag = 'div',
}: IslandProps<P>) {
  const render = useContext(IslandRenderContext);
  const id = toPrefix(useId());
  if (!render) return <Component {...props} />;
  const html = render(
    <IslandFrame>
      <Component {...props} />
    </IslandFrame>,
    id,
  );
  return (
    <Tag
      data-island={name}
      data-island-id={id}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
