import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const s3 = {
  STORAGE: 's3',
  S3_BUCKET: 'encore-files',
  S3_ACCESS_KEY_ID: 'AKID',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('file storage and design generation settings', () => {
  it('reads an S3-compatible bucket', () => {
    const config = loadConfig({
      ...s3,
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_PUBLIC_URL: 'https://files.encore.example',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'encore-files',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      publicUrl: 'https://files.encore.example',
    });
    expect(loadConfig(s3).storage).toMatchObject({ region: 'us-east-1', endpoint: undefined });
  });

  it('names what STORAGE=s3 is missing', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      /S3_ACCESS_KEY_ID: required when STORAGE=s3[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });

  it('reads the design scale and counts, and refuses impossible ones', () => {
    expect(
      loadConfig({
        DESIGN_PRINT_SCALE: 'preview',
        DESIGN_FIRST_COUNT: '2',
        DESIGN_MAX_COUNT: '6',
        DESIGN_MOCKUP_WIDTH: '400',
      }).designs,
    ).toEqual({ printScale: 'preview', firstCount: 2, maxCount: 6, mockupWidth: 400 });
    expect(() => loadConfig({ DESIGN_FIRST_COUNT: '5', DESIGN_MAX_COUNT: '4' })).toThrow(
      /DESIGN_MAX_COUNT: must be at least DESIGN_FIRST_COUNT/,
    );
    expect(() => loadConfig({ DESIGN_MOCKUP_WIDTH: '5000' })).toThrow(/DESIGN_MOCKUP_WIDTH/);
    expect(() => loadConfig({ DESIGN_PRINT_SCALE: 'huge' })).toThrow(/DESIGN_PRINT_SCALE/);
  });
});
