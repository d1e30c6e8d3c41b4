import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // Anchored patterns, so that app routes such as /developers are never proxied.
    proxy: {
      '^/api(/|$)': apiServer,
      '^/dev(/|$)': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    modulePreload: {
      // main.tsx imports the app after the first paint; preloading its ~25 chunks from there
      // (one <link> each) costs more main-thread time than the browser's own module loading.
      resolveDependencies: (file, deps) => (/(^|\/)start-client-[^/]*\.js$/.test(file) ? [] : deps),
    },
  },
});
