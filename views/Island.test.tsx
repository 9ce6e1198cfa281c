import { describe, expect, it } from 'vitest';
import { serializeProps } from './Island';

describe('serializeProps', () => {
  it('cannot close the script element or break the line, and stays valid JSON', () => {
    const props = { text: '</script><script>alert(1)</script> & \u2028\u2029 <!--' };
    const json = serializeProps(props);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(props);
  });
});
