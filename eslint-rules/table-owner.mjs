// @ts-check
import path from 'node:path';

const writeMethods = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
// A write in raw SQL: INSERT INTO t, UPDATE t SET, DELETE FROM t, MERGE INTO t (optionally quoted).
const rawWrite = /\b(?:insert\s+into|delete\s+from|merge\s+into)\s+"?(\w+)"?|\bupdate\s+"?(\w+)"?\s+set\b/gi;

/**
 * The module and file a path names, when it is a module's file: `server/modules/<module>/<file>`.
 * @param {string} relative a path relative to the repository, with forward slashes
 */
const moduleFile = (relative) => {
  const match = /^server\/modules\/([^/]+)\/(.+)$/.exec(relative);
  return match ? { module: match[1], file: match[2] } : undefined;
};

/**
 * Inserts, updates and deletes only in the repository of the module that owns the table (the map is
 * server/db/table-owners.json): `insertInto('t')` and friends with a literal table name, and the same in raw `sql`
 * templates. Any other module asks the owner's service.
 * @type {import('eslint').Rule.RuleModule}
 */
export const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owning module’s repository writes a table' },
    schema: [{ type: 'object', properties: { owners: { type: 'object' } }, additionalProperties: false }],
    messages: {
      notOwner:
        'Table "{{table}}" belongs to the {{owner}} module: only server/modules/{{owner}}/repository*.ts writes it. Call the {{owner}} service.',
      unknownTable: 'Table "{{table}}" has no owner in server/db/table-owners.json.',
      dynamicTable: 'Name the table with a string literal, so its owner can be checked.',
    },
  },
  create(context) {
    /** @type {Record<string, string>} */
    const owners = context.options[0]?.owners ?? {};
    const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const here = moduleFile(relative);
    /**
     * @param {import('estree').Node} node
     * @param {string} table
     */
    const check = (node, table) => {
      const owner = owners[table];
      if (!owner) return context.report({ node, messageId: 'unknownTable', data: { table } });
      const mayWrite = here?.module === owner && /^repository[^/]*\.ts$/.test(here.file);
      if (!mayWrite) context.report({ node, messageId: 'notOwner', data: { table, owner } });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!writeMethods.has(callee.property.name)) return;
        const [first] = node.arguments;
        if (first?.type === 'Literal' && typeof first.value === 'string') {
          // 'companies as c' names the table first.
          check(first, first.value.trim().split(/\s+/)[0] ?? '');
        } else {
          context.report({ node, messageId: 'dynamicTable' });
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
        for (const match of text.matchAll(rawWrite)) {
          const table = (match[1] ?? match[2] ?? '').toLowerCase();
          check(node, table);
        }
      },
    };
  },
};
