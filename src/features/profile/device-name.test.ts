import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

describe('deviceName', () => {
  it('names the browser and the system of common user agents', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
  });

  it('keeps what an app calls itself, and nothing for no user agent', () => {
    expect(deviceName('RihlaDriver/2.1 (build 77)')).toBe('RihlaDriver/2.1 (build 77)');
    expect(deviceName(null)).toBeNull();
  });
});
