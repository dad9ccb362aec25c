/** A parsed XML element: enough structure to count suites and read properties. */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(Number(e[1] === 'x' ? `0${e.slice(1)}` : e.slice(1))) : (ENTITIES[e] ?? m),
  );

/** A strict little parser for the JUnit we write: throws on anything unbalanced or malformed. */
export function parseXml(xml: string): XmlElement {
  const TOKEN =
    /<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<\/([\w:-]+)\s*>|<([\w:-]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  for (let pos = 0; pos < xml.length; pos = TOKEN.lastIndex) {
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(xml);
    if (m === null) throw new Error(`cannot parse XML at ${pos}: ${xml.slice(pos, pos + 40)}`);
    const top = stack[stack.length - 1] as XmlElement;
    const [, cdata, close, open, attrText, selfClose, text] = m;
    if (cdata !== undefined) top.text += cdata;
    else if (close !== undefined) {
      if (top.name !== close) throw new Error(`</${close}> closes <${top.name}>`);
      stack.pop();
    } else if (open !== undefined) {
      const attrs = Object.fromEntries(
        [...(attrText ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k ?? '', decode(v ?? '')]),
      );
      const el: XmlElement = { name: open, attrs, children: [], text: '' };
      top.children.push(el);
      if (selfClose !== '/') stack.push(el);
    } else if (text !== undefined) {
      if (stack.length === 1 && text.trim() !== '') throw new Error('text outside the root element');
      top.text += decode(text);
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced XML');
  return root.children[0] as XmlElement;
}

/** Direct children with this tag name. */
export const kids = (el: XmlElement, name: string): XmlElement[] => el.children.filter((c) => c.name === name);

/** A testcase's or testsuite's `<properties>` as a plain record. */
export const propertiesOf = (el: XmlElement): Record<string, string> =>
  Object.fromEntries(
    kids(el, 'properties')
      .flatMap((p) => kids(p, 'property'))
      .map((p) => [p.attrs['name'] ?? '', p.attrs['value'] ?? '']),
  );
