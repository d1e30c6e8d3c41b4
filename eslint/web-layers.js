// Web layers (docs/architecture.md): app/ -> features/ -> components/ui/ -> lib/ (and
// @updately/shared). The entry files (main.tsx, start-client.tsx, entry-server.tsx) sit on top.
const src = './apps/web/src';
const entry = [`${src}/main.tsx`, `${src}/start-client.tsx`, `${src}/entry-server.tsx`];
const above = {
  features: [...entry, `${src}/app`],
  components: [...entry, `${src}/app`, `${src}/features`],
  lib: [...entry, `${src}/app`, `${src}/features`, `${src}/components`],
};

export const webLayerZones = Object.entries(above).map(([layer, from]) => ({
  target: `${src}/${layer}`,
  from,
  message: `${layer}/ sits below this folder: imports run one way (docs/architecture.md).`,
}));
