import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SERVER = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function serverCompilerOptions(): ts.CompilerOptions {
  const configPath = path.join(SERVER, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, SERVER).options;
}

/**
 * Typechecks throwaway source files as if they lived at their paths (under apps/server), with
 * the server's own compiler options, in one program, and answers each file's errors as text.
 * The files are never written: the compiler host serves them from memory. How tests prove
 * that a rule the types carry (a job's payload, an e-mail's parameters) refuses wrong code,
 * as the boundary tests lint deliberate violations.
 */
export function typeErrorsOf(fixtures: Record<string, string>): Record<string, string[]> {
  const sources = new Map(Object.entries(fixtures).map(([at, source]) => [path.join(SERVER, at), source]));
  const options = serverCompilerOptions();
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  const fixture = (name: string) => sources.get(path.resolve(name));
  host.getSourceFile = (name, language, ...rest) => {
    const source = fixture(name);
    return source !== undefined
      ? ts.createSourceFile(name, source, language)
      : getSourceFile.call(host, name, language, ...rest);
  };
  host.fileExists = (name) => fixture(name) !== undefined || fileExists.call(host, name);
  host.readFile = (name) => fixture(name) ?? readFile.call(host, name);
  const program = ts.createProgram([...sources.keys()], options, host);
  return Object.fromEntries(
    Object.keys(fixtures).map((at) => [
      at,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(path.join(SERVER, at)))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  );
}
