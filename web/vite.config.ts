import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { galleryPlugin } from './galleryPlugin';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react(), galleryPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
