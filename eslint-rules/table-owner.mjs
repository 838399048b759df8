// @ts-check
import path from 'node:path';

const writeMethods = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const readMethods = new Set(['selectFrom', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin']);
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
 * templates. Any other module asks the owner's service. Reads (`selectFrom`, joins) by name only inside the owning
 * module; other modules use its service or a read model it exposes. Outside server/modules (the operator's
 * commands, backups) reads are free.
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
      readsOther:
        'Table "{{table}}" belongs to the {{owner}} module: read it through its service or a read model it exposes.',
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
    /**
     * @param {import('estree').Node} node
     * @param {string} table
     */
    const checkRead = (node, table) => {
      const owner = owners[table];
      // Not a table of ours: a common table expression's name.
      if (!owner || !here || here.module === owner) return;
      context.report({ node, messageId: 'readsOther', data: { table, owner } });
    };
    /** @param {any} node */
    const tableOf = (node) =>
      node?.type === 'Literal' && typeof node.value === 'string' ? node.value.trim().split(/\s+/)[0] : undefined;
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (readMethods.has(callee.property.name)) {
          const [first] = node.arguments;
          const named = first?.type === 'ArrayExpression' ? first.elements : [first];
          for (const element of named) {
            const table = tableOf(element);
            if (table && element) checkRead(element, table);
          }
          return;
        }
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
