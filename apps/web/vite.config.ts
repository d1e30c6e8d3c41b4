import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3001';

/**
 * The app's chunks, fewer and larger: the signed-in shell loaded ~90 small files, and on HTTP/1.1
 * (six connections) their round trips, not their bytes, decided when it was interactive. React
 * and the router, the Radix primitives, and the app's own shared code each become one file; the
 * pages stay lazy. Not for the islands build (scripts/prerender.mjs), whose one file is its own.
 */
const APP_CHUNKS = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-ui',
    test: /node_modules[\\/](@radix-ui|radix-ui|lucide-react|class-variance-authority|clsx|tailwind-merge|sonner|@floating-ui)[\\/]/,
    priority: 20,
  },
  {
    name: 'app-core',
    test: /[\\/]src[\\/](lib|components[\\/]ui|app[\\/]layouts|features[\\/]auth)[\\/]/,
    priority: 10,
  },
];

export default defineConfig(({ mode, isSsrBuild }) => ({
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
    rollupOptions:
      mode === 'islands' || isSsrBuild ? {} : { output: { codeSplitting: { groups: APP_CHUNKS } } },
  },
}));
