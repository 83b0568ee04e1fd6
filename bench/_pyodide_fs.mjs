// Python sources into a Pyodide file system, for the Node benches (bench/_*_pyodide.mjs).

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Copy every `.py` file below the folder `from` into Pyodide `py`'s file system at `to`
 *  (folders made as needed, `__pycache__` skipped). */
export function copyTree(py, from, to) {
  py.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    if (statSync(src).isDirectory()) {
      if (name !== "__pycache__") copyTree(py, src, `${to}/${name}`);
    } else if (name.endsWith(".py")) {
      py.FS.writeFile(`${to}/${name}`, readFileSync(src));
    }
  }
}
