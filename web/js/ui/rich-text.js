// Block text of the translation files (data-i18n-rich, js/core/i18n.js) as elements: the rules
// panels, the introductions and the answers of the questions. Built with createElement and
// text nodes only, so a translation can never inject markup.

const INLINE = /<(b|kbd|y)>([^<]*)<\/\1>/g;

function inline(parent, text) {
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) parent.append(text.slice(last, m.index));
    const tag = m[1] === 'y' ? 'span' : m[1];
    const el = document.createElement(tag);
    if (m[1] === 'y') el.className = 'spinner-word';
    el.textContent = m[2];
    parent.append(el);
    last = m.index + m[0].length;
  }
  if (last < text.length) parent.append(text.slice(last));
}

/** Fills `el` with the block text `text`: blank lines separate blocks, a block of "- " lines is
 *  a list, "~ " starts an example paragraph, "! " fine print; inline <b>, <kbd> and <y> (the
 *  spinner's yellow word) are built as elements, nothing is parsed as HTML. */
export function setRich(el, text) {
  const blocks = String(text).split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  const nodes = [];
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim());
    if (lines[0].startsWith('- ')) {
      const ul = document.createElement('ul');
      let li = null;
      for (const line of lines) {
        if (line.startsWith('- ')) {
          li = document.createElement('li');
          ul.append(li);
          inline(li, line.slice(2));
        } else if (li) {
          inline(li, ` ${line}`);
        }
      }
      nodes.push(ul);
    } else {
      const p = document.createElement('p');
      let body = lines.join(' ');
      if (body.startsWith('~ ')) { p.className = 'example'; body = body.slice(2); }
      else if (body.startsWith('! ')) { p.className = 'fineprint'; body = body.slice(2); }
      inline(p, body);
      nodes.push(p);
    }
  }
  el.replaceChildren(...nodes);
}
