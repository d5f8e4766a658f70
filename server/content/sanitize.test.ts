import { describe, expect, it } from 'vitest';
import { sanitizeRichText, textOf } from './sanitize';

describe('the rich-text sanitizer', () => {
  it('strips <script> with its content, and every event attribute', () => {
    expect(sanitizeRichText('<p>Hello<script>alert(document.cookie)</script></p>')).toBe('<p>Hello</p>');
    expect(sanitizeRichText('<p onclick="steal()" onmouseover="x()">Hi</p><img src=x onerror="alert(1)">')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<strong onfocus="x()" style="color:red">Bold</strong>')).toBe('<strong>Bold</strong>');
    expect(sanitizeRichText('<svg onload="alert(1)"><circle/></svg><iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(sanitizeRichText('<style>body{display:none}</style><p>kept</p>')).toBe('<p>kept</p>');
  });

  it('keeps formatting and safe links, which open in a new tab without access to the console', () => {
    expect(sanitizeRichText('<h1>Title</h1><p><em>a</em> <u>b</u></p><ul><li>one</li></ul>')).toBe('<h2>Title</h2><p><em>a</em> <u>b</u></p><ul><li>one</li></ul>');
    expect(sanitizeRichText('<a href="https://kassa.example/help">help</a>')).toBe(
      '<a href="https://kassa.example/help" target="_blank" rel="noopener noreferrer nofollow">help</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain('data:');
  });

  it('gives the plain text of HTML', () => {
    expect(textOf('<p>Hello <strong>world</strong></p><script>x()</script>')).toBe('Hello world');
  });
});
