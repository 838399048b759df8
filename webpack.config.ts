import path from 'node:path';
import zlib, { type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { chunkLoadTimeoutMs } from './contract/rules/client-timing';

const root = __dirname;
const apiServer = 'http://localhost:3000';

/** API_HOST is empty (the API is on the SPA's own origin) or an http(s) origin; anything else stops the build. */
const apiHostFromEnv = (value: string | undefined): string => {
  if (!value) return '';
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`API_HOST must be an http(s) origin such as https://api.example.com, not "${value}".`);
  }
  return url.origin;
};

/** Text assets worth precompressing; source maps stay as they are (only developers fetch them). */
const compressible = /\.(js|css|svg|html)$/;

const precompressed = [
  new CompressionPlugin({
    algorithm: 'gzip',
    filename: '[path][base].gz',
    test: compressible,
    threshold: 1024,
    minRatio: 0.8,
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
  }),
  new CompressionPlugin<BrotliOptions>({
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    test: compressible,
    threshold: 1024,
    minRatio: 0.8,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  }),
];

interface Argv {
  mode?: Configuration['mode'];
}

/**
 * `--env entry=… --env outputPath=…` builds another entry with this same configuration into another folder: the
 * bundle benchmark's floor (bench/bundle/floor/) is built so. Both are taken as given, relative to the repository.
 */
interface Env {
  entry?: string;
  outputPath?: string;
}

export default (env: Env = {}, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';

  return {
    mode: production ? 'production' : 'development',
    entry: path.resolve(root, env.entry ?? 'src/index.tsx'),
    output: {
      path: path.resolve(root, env.outputPath ?? 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].chunk.js' : 'static/js/[name].chunk.js',
      chunkLoadTimeout: chunkLoadTimeoutMs,
      clean: true,
    },
    // webpack 5.112 handles `.html` natively unless told not to; html-webpack-plugin renders the template instead,
    // keeping the server's metadata slot.
    experiments: { html: false },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@': path.join(root, 'src'),
        '@contract': path.join(root, 'contract'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: {
            // tsc --noEmit type-checks; the build only transpiles. ESNext modules keep import() for code splitting.
            transpileOnly: true,
            compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          // Some packages import ESM files without extensions.
          test: /\.m?js$/,
          resolve: { fullySpecified: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        // The API's origin when it is not the SPA's own (empty: same origin). Read by src/app/config.ts.
        __API_HOST__: JSON.stringify(apiHostFromEnv(process.env.API_HOST)),
      }),
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        inject: 'head',
        scriptLoading: 'defer',
        minify: production && {
          collapseWhitespace: true,
          removeComments: true,
          // The server replaces this comment with the page's metadata and the client config.
          ignoreCustomComments: [/^app-head$/],
          removeRedundantAttributes: true,
          useShortDoctype: true,
        },
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
        chunkFilename: production ? 'static/css/[name].[contenthash:8].chunk.css' : 'static/css/[name].chunk.css',
      }),
      new CopyPlugin({
        patterns: [{ from: path.join(root, 'public'), globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production ? precompressed : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Long-lived vendor files for the first route only. Named groups stay `initial`: a fixed-name group over
          // lazy chunks would pull lazy-only libraries into the first download.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 30,
            enforce: true,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|react-transition-group|stylis|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/,
            name: 'mui',
            chunks: 'initial',
            priority: 20,
            enforce: true,
          },
          // three.js, wanted only by the 3D views: async, so it never joins a first download.
          three: {
            test: /[\\/]node_modules[\\/]three[\\/]/,
            name: 'three',
            chunks: 'async',
            priority: 30,
            enforce: true,
          },
        },
      },
    },
    performance: {
      hints: production ? 'warning' : false,
      // Budgets for uncompressed files; the first route ships about a third of this after brotli.
      maxEntrypointSize: 900 * 1024,
      maxAssetSize: 500 * 1024,
      // three.js (about 570 KiB, 116 KiB after brotli) is over the per-file budget by nature; it loads only on the 3D
      // views.
      assetFilter: (file: string) => /\.(js|css)$/.test(file) && !/(^|\/)three\./.test(file),
    },
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      static: false,
      proxy: [{ context: ['/api', '/locales'], target: apiServer }],
    },
  };
};
