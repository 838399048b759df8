// The contract runs in the browser and in Node, so it sees neither side's globals (tsconfig.contract.json): only
// what both provide and it uses is declared here, the WHATWG URL's parsing.
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
}
