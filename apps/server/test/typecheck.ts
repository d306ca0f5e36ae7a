import path from 'node:path';
import ts from 'typescript';

const SERVER = path.resolve(import.meta.dirname, '..');

/**
 * Type-checks fixture sources as if they were files of the server (paths relative to
 * apps/server, so their relative imports resolve against the real code), with the server's
 * compiler options; answers each fixture's error messages. For tests that prove a rule lives
 * in the types: a fixture that breaks it must fail to compile, one that keeps it must not.
 */
export function typeErrors(fixtures: Record<string, string>): Record<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(SERVER, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('apps/server/tsconfig.json could not be read');
  const sources = new Map(Object.entries(fixtures).map(([file, text]) => [path.join(SERVER, file), text]));
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) => {
    const text = sources.get(name);
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  host.fileExists = (name) => sources.has(name) || fileExists(name);
  host.readFile = (name) => sources.get(name) ?? readFile(name);
  const program = ts.createProgram([...sources.keys()], config.options, host);
  const result: Record<string, string[]> = {};
  for (const [file, absolute] of Object.keys(fixtures).map((f) => [f, path.join(SERVER, f)] as const)) {
    const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(absolute));
    result[file] = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return result;
}
