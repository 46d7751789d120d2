/**
 * Reads one line from standard input: hidden when typed at a terminal, the first line when
 * piped (`echo 'pass' | ...`). Only the line break is removed; spaces belong to the password.
 */
export async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) data += String(chunk);
    return data.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let line = '';
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(line);
          return;
        }
        line = char === '\u007f' ? line.slice(0, -1) : line + char;
      }
    };
    stdin.on('data', onData);
  });
}
