// @ts-check
// ESLint rule: inside an app's src/, a feature (src/features/<name>/) does not import another
// feature, and the shared layers (src/components/, src/lib/) import no feature and not the app
// shell (src/app/). What two features share moves down into components/ or lib/, so features
// can be changed or deleted alone (bulletproof-react's unidirectional architecture).
import path from 'node:path';
import { onImportSource } from './import-sources.js';

/**
 * Where a file sits in its app: the `src` folder, the layer, and the feature's name.
 * @param {string} file
 */
function place(file) {
  const parts = file.split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) return null;
  return {
    root: parts.slice(0, src + 1).join(path.sep),
    layer: parts[src + 1] ?? '',
    feature: parts[src + 1] === 'features' ? (parts[src + 2] ?? '') : '',
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; shared layers import no feature' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move what they share to components/ or lib/.",
      upward: "{{from}}/ is shared by the features and imports none of them (nor app/): '{{to}}'.",
    },
    schema: [],
  },
  create(context) {
    const here = place(context.filename);
    if (!here) return {};
    return onImportSource((node, source) => {
      if (!source.startsWith('.')) return;
      const target = place(path.resolve(path.dirname(context.filename), source));
      if (!target || target.root !== here.root) return;
      if (here.layer === 'features' && target.layer === 'features') {
        if (target.feature !== here.feature) {
          context.report({
            node,
            messageId: 'crossFeature',
            data: { from: here.feature, to: target.feature },
          });
        }
      } else if (
        (here.layer === 'components' || here.layer === 'lib') &&
        (target.layer === 'features' || target.layer === 'app')
      ) {
        context.report({ node, messageId: 'upward', data: { from: here.layer, to: source } });
      }
    });
  },
};
