/**
 * Two trims of React Router in builds (home-route budget, issue 16); the dev server and the
 * tests keep the package as published.
 *
 * 1. React Router publishes a production build (dist/production: the same code with its
 *    development warnings switched off, so the minifier drops them) that its package exports
 *    never select. Builds take it; `react-router` and `react-router/dom` move together so the
 *    bundle holds one copy of the router (and of its contexts).
 * 2. Its `<Form>` is kept in every bundle, with useSubmit, useFormAction and the form-data code
 *    behind it, only because `Form.displayName = "Form"` is a statement the tree-shaker must
 *    keep. The app has no `<Form>` (it uses a plain BrowserRouter), so that line goes and the
 *    component is marked pure: unused, it is dropped (about 1.2 KB gzip). Should a new React
 *    Router word it differently, the build warns and the budget check shows the cost.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FORM = 'var Form = React10.forwardRef(';
const FORM_NAME = 'Form.displayName = "Form";';

export function reactRouterForBuild(root: string): Plugin {
  const dist = fileURLToPath(new URL('node_modules/react-router/dist/production/', root));
  return {
    name: 'rihla:react-router-for-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
        ],
      },
    }),
    transform(code, id) {
      if (!id.startsWith(`${dist}chunk-`) || !code.includes('React10.forwardRef(')) return null;
      if (!code.includes(FORM) || !code.includes(FORM_NAME)) {
        this.warn('React Router changed: its unused <Form> is no longer dropped (see this plugin)');
        return null;
      }
      return {
        code: code
          .replace(FORM, `var Form = /* @__PURE__ */ React10.forwardRef(`)
          .replace(FORM_NAME, ''),
        map: null,
      };
    },
  };
}
