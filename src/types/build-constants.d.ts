/** Replaced at build time by webpack's DefinePlugin (see webpack.config.ts); undefined under jest. */
declare const __API_HOST__: string | undefined;
