import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // The site's English changes to Starlight's interface strings (src/content/i18n/en.json): the 404
  // page's text names no search bar, as the site has none. Starlight reads this collection on every build.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
