/**
 * Shorter error sites in ajv's generated code. ajv writes each of the ~900 places that can report an error as
 *
 *   const err7 = {instancePath:…,schemaPath:"…",keyword:"…",params:{…},message:"…"};
 *   if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;
 *
 * some 250 characters, most of them the same at every site: three-fifths of the module. Every fresh process parses
 * them, and V8 compiles each to bytecode when the function holding it first runs (the first title check), taken or
 * not. Here each becomes a call of one shared helper that builds the same object (same keys, same order) and appends
 * it the same way: `vErrors = addError(vErrors, …, "…", "…", {…}, "…");errors++;`. The errors are unchanged.
 */

/** The helpers the rewritten sites call, prepended to the module. */
export const ERROR_HELPERS = [
  '/** An ajv error appended to the errors so far (null: none yet), as ajv does at each site. */',
  'function addError(errors, instancePath, schemaPath, keyword, params, message) {',
  '  const err = { instancePath, schemaPath, keyword, params, message };',
  '  if (errors === null) return [err];',
  '  errors.push(err);',
  '  return errors;',
  '}',
  '/** The same with the property name a `propertyNames` schema rejected. */',
  'function addNameError(errors, instancePath, schemaPath, keyword, params, message, propertyName) {',
  '  const err = { instancePath, schemaPath, keyword, params, message, propertyName };',
  '  if (errors === null) return [err];',
  '  errors.push(err);',
  '  return errors;',
  '}',
  '/** The empty error ajv counts inside an `if` schema, whose errors are discarded. */',
  'function addMark(errors) {',
  '  if (errors === null) return [{}];',
  '  errors.push({});',
  '  return errors;',
  '}',
].join('\n');

const SITE = /const (err\d+) = (\{.*?\});if\(vErrors === null\)\{vErrors = \[\1\];\}else \{vErrors\.push\(\1\);\}errors\+\+;/g;
/** Error object: instancePath (shorthand or an expression), literal schemaPath and keyword, flat params, a message of
 * string literals joined by `+`, and for a property name's errors (`propertyNames`) the name checked. */
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const ERROR = new RegExp(
  String.raw`^\{instancePath(?::(.*?))?,schemaPath:(${STRING}),keyword:(${STRING}),params:(\{[^{}]*\}),message:(${STRING}(?:\+${STRING})*)(?:,propertyName:(\w+))?\}$`,
);

/** The generated code with every error site calling the helpers; throws on a site of another shape. */
export function compactErrors(code: string): string {
  const sites = (code.match(/const err\d+ = /g) ?? []).length;
  let rewritten = 0;
  const out = code.replace(SITE, (_site, _name: string, error: string) => {
    rewritten++;
    if (error === '{}') return 'vErrors = addMark(vErrors);errors++;';
    const m = ERROR.exec(error);
    if (!m) throw new Error(`an ajv error of an unknown shape: ${error}`);
    const [, instancePath = 'instancePath', schemaPath, keyword, params, message, propertyName] = m;
    const args = `vErrors,${instancePath},${schemaPath},${keyword},${params},${message}`;
    return propertyName === undefined ? `vErrors = addError(${args});errors++;` : `vErrors = addNameError(${args},${propertyName});errors++;`;
  });
  // A site left as it was would still work, but means ajv's output changed shape: look at it rather than guess.
  if (rewritten !== sites || /\berr\d+\b/.test(out)) throw new Error(`rewrote ${rewritten} of ${sites} ajv error sites`);
  return out;
}
