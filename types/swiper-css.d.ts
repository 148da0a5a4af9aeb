// swiper's stylesheet as text (vite and rollup's node-resolve keep the `?inline` query on the
// package path; types/css.d.ts only covers paths ending in `.css?inline`)
declare module 'swiper/css?inline' {
  const css: string;
  export default css;
}
