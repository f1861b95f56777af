// @ts-check
// What both house rules visit: every static import, re-export and dynamic import with a literal
// source, handed over as (the node to report on, the module specifier).

/**
 * @param {(node: import('estree').Node, source: string) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function onImportSource(check) {
  /** @param {import('estree').Node & { source?: unknown }} node */
  const visit = (node) => {
    const source = /** @type {{ value?: unknown } | null | undefined} */ (node.source);
    if (typeof source?.value === 'string') check(node, source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
