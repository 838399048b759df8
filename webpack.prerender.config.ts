import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

const root = __dirname;

/**
 * The build-time renderer of the public pages, for Node, into `dist/.prerender/` (a dot folder, which the server never
 * serves): `render-page.js` is the SPA rendered with react-dom/static (CSS imports are dropped: the client's
 * stylesheet has them), `prerender-site.js` renders every page with it (server/prerender/). Run by
 * server/cli/spa-build.ts after the client build, which empties `dist/` first.
 */
export default (): Configuration => ({
  mode: 'production',
  target: 'node22',
  entry: {
    'render-page': path.join(root, 'src/prerender/render-page.tsx'),
    'prerender-site': path.join(root, 'server/prerender/prerender-site.ts'),
  },
  output: {
    path: path.join(root, 'dist', '.prerender'),
    filename: '[name].js',
    chunkFilename: '[name].chunk.js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  experiments: { html: false },
  devtool: false,
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: { '@': path.join(root, 'src'), '@contract': path.join(root, 'contract') },
  },
  module: {
    parser: { javascript: { createRequire: false } },
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        options: { transpileOnly: true, compilerOptions: { noEmit: false, module: 'esnext' } },
      },
      { test: /\.css$/, type: 'asset/source' },
      { test: /\.m?js$/, resolve: { fullySpecified: false } },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({ __API_HOST__: JSON.stringify('') }),
    // One file: lazy pages are rendered too, and a renderer needs no chunk loading.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
});
