import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './lib/config';
import { startServer } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const webDistDir = config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
  const server = await startServer(config, { webDistDir });

  const shutdown = (signal: string) => {
    server.deps.logger.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        server.deps.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
