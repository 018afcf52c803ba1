const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const element = { direction: 'ltr', format: '', indent: 0, version: 1 }

/**
 * A Lexical editor state from plain lines: `# ` a heading, `- ` a bullet (consecutive bullets
 * form one list), anything else a paragraph. For sample content and tests.
 */
export function lexicalFromLines(lines: string[]) {
  const children: Record<string, unknown>[] = []
  for (const line of lines) {
    if (line.startsWith('# ')) {
      children.push({ ...element, type: 'heading', tag: 'h3', children: [text(line.slice(2))] })
    } else if (line.startsWith('- ')) {
      const item = { ...element, type: 'listitem', value: 1, children: [text(line.slice(2))] }
      const last = children[children.length - 1]
      if (last?.type === 'list') (last.children as unknown[]).push(item)
      else
        children.push({
          ...element,
          type: 'list',
          listType: 'bullet',
          start: 1,
          tag: 'ul',
          children: [item],
        })
    } else {
      children.push({ ...element, type: 'paragraph', textFormat: 0, children: [text(line)] })
    }
  }
  return { root: { ...element, type: 'root', children } }
}
