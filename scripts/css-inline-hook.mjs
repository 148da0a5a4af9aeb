// Node module hook for build scripts that import block modules outside a bundler:
// `./x.css?inline` imports become an empty string (the scripts never render CSS).
export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.css?inline')) {
    return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.endsWith('.css?inline')) return { format: 'module', source: 'export default "";', shortCircuit: true };
  return next(url, context);
}
