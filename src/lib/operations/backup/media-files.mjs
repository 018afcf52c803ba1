// The uploads of the local media folder (MEDIA_DIR): every regular file under it, by path.
import fs from 'node:fs'
import path from 'node:path'

/**
 * Paths relative to `folder` (with `/`), sorted; none when the folder does not exist.
 * @param {string} folder
 * @returns {string[]}
 */
export function mediaFiles(folder) {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort()
}

/**
 * A media entry's path inside `folder`, refusing any that would leave it (`..`, absolute).
 * @param {string} folder @param {string} relative
 */
export function insideFolder(folder, relative) {
  const target = path.resolve(folder, relative)
  if (!target.startsWith(path.resolve(folder) + path.sep)) {
    throw new Error(`media entry ${relative} points outside MEDIA_DIR`)
  }
  return target
}
