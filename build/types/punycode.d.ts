/** punycode.js (the npm package, not Node's deprecated built-in), imported by its file so every runtime takes the package. */
declare module 'punycode/punycode.js' {
  const punycode: {
    toUnicode(input: string): string;
    toASCII(input: string): string;
  };
  export default punycode;
}
