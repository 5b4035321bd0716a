// js-yaml is installed (through eslint) without types; the deployment tests use only `load`.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
