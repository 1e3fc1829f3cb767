import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [
    vue({
      // <variant-board> is a custom element, not a Vue component.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('variant-') } },
    }),
  ],
});
