import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Language, fallbackLanguage, languages } from '../../contract/rules/languages';
import {
  type PrerenderedPages,
  type RenderPage,
  type RenderPageInput,
  prerenderedDir,
} from '../../contract/rules/prerender';
import { loadContent } from '../modules/content/load-content';
import { createContentService } from '../modules/content/service';
import { pagesToRender } from './prerendered-pages';

/**
 * `node dist/.prerender/prerender-site.js <dist> <content> <locales>`, run by the SPA build after webpack: renders
 * every public page in every language with the build-time renderer and writes `<dist>/.prerendered/<lng>.json` plus
 * a manifest naming the content it was rendered from.
 */
const [distDir, contentDir, localesDir] = process.argv.slice(2).map((arg) => path.resolve(arg));
if (!distDir || !contentDir || !localesDir) throw new Error('usage: prerender-site <dist> <content> <locales>');

type Texts = RenderPageInput['resources'][string];

const readLanguage = (language: Language): Texts =>
  Object.fromEntries(
    readdirSync(path.join(localesDir, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Record<string, unknown>,
      ]),
  );

const main = async () => {
  const renderer = createRequire(__filename)(path.join(distDir, '.prerender', 'render-page.js')) as {
    renderPage: RenderPage;
  };
  const content = createContentService(loadContent(contentDir));
  const outDir = path.join(distDir, prerenderedDir);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const fallback = readLanguage(fallbackLanguage);
  let count = 0;
  for (const language of languages) {
    const resources = { ...{ [fallbackLanguage]: fallback }, [language]: readLanguage(language) };
    const pages: PrerenderedPages = {};
    for (const { pathname, key, queries, scripts, needsScripts } of pagesToRender(content, language)) {
      const html = await renderer.renderPage({ pathname, language, resources, queries });
      pages[key ?? pathname] = {
        html,
        data: { language, queries },
        ...(scripts && { scripts }),
        ...(needsScripts && { needsScripts }),
      };
      count += 1;
    }
    writeFileSync(path.join(outDir, `${language}.json`), JSON.stringify(pages));
  }
  writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify({ contentDir }));
  console.info(`Prerendered ${count} pages into ${outDir}.`);
};

// Exits once the files are written: each rendered page's store keeps RTK Query's 60 s cache-removal timers, which
// would hold a finished build open for another minute.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
