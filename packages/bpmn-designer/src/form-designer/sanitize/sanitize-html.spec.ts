import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    const html =
      '<h3>通知</h3><p>请<strong>按时</strong>到岗，<em>勿迟到</em></p><ul><li>早班</li></ul><table><tbody><tr><td colspan="2">71路</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and unsafe addresses', () => {
    expect(
      sanitizeHtml('<p style="position:fixed" onmouseover="steal()">好</p><style>p{}</style><iframe src="https://x"></iframe><svg><script>1</script></svg>'),
    ).toBe('<p>好</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">甲</a><a href=" JaVaScRiPt:alert(1)">乙</a><a href="https://bus.example/a">丙</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">甲</a><a target="_blank" rel="noopener noreferrer">乙</a><a href="https://bus.example/a" target="_blank" rel="noopener noreferrer">丙</a>',
    );
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a"><img src="data:image/png;base64,iVBORw0=" alt="b">')).toBe(
      '<img alt="a"><img src="data:image/png;base64,iVBORw0=" alt="b">',
    );
  });

  it('keeps the text of unknown tags and escapes text that looks like markup', () => {
    expect(sanitizeHtml('<marquee>滚动<b>字</b></marquee>')).toBe('滚动<b>字</b>');
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>');
  });

  it('tells an empty editor from a filled one', () => {
    expect(isBlankHtml('<p> </p><p><br></p>')).toBe(true);
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml('<p><img src="https://bus.example/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>有内容</p>')).toBe(false);
  });
});
