// Server layers (docs/architecture.md): imports run one way,
// entry -> modules -> auth -> platform -> db -> lib (and @updately/shared).
// seed/ sits beside the entry (it builds data with platform and db); test/ is for tests only.
const src = './apps/server/src';
const entry = [`${src}/app.ts`, `${src}/server.ts`, `${src}/main.ts`, `${src}/scripts`];
const above = {
  modules: [...entry, `${src}/seed`, `${src}/test`],
  auth: [...entry, `${src}/seed`, `${src}/test`, `${src}/modules`],
  platform: [...entry, `${src}/seed`, `${src}/test`, `${src}/modules`, `${src}/auth`],
  db: [...entry, `${src}/seed`, `${src}/test`, `${src}/modules`, `${src}/auth`, `${src}/platform`],
  lib: [
    ...entry,
    `${src}/seed`,
    `${src}/test`,
    `${src}/modules`,
    `${src}/auth`,
    `${src}/platform`,
    `${src}/db`,
  ],
  seed: [...entry, `${src}/test`, `${src}/modules`, `${src}/auth`],
};

export const serverLayerZones = Object.entries(above).map(([layer, from]) => ({
  target: `${src}/${layer}`,
  from,
  message: `${layer}/ sits below this folder: imports run one way (docs/architecture.md).`,
}));
