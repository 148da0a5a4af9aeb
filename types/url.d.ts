// `import url from 'pkg/file?url'`: the URL a file is served at (vite natively; rollup.config.ts
// emits the file into dist/ and imports its URL).
declare module '*?url' {
  const url: string;
  export default url;
}
