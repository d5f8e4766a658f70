import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { limits } from '../../openapi/rules';
import { fetchFile, gifBytes, multipartBody, pdfBytes, pngBytes, uploadFile } from '../testing/files';
import { useTestServer } from '../testing/harness';

const server = useTestServer();

describe('files', () => {
  it('stores a PNG and a PDF, typed by their content; download answers the original name, preview inline', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);

    // The browser claims octet-stream: the bytes decide.
    const png = await uploadFile(server, token, pngBytes, 'Business licence 营业执照.png', 'application/octet-stream');
    expect(png.body).toMatchObject({ code: 200, data: { file_name: 'Business licence 营业执照.png', content_type: 'image/png', size: pngBytes.length } });
    expect(png.body.data.file_id).toMatch(/^file_[0-9a-f]{32}$/);
    const pdf = await uploadFile(server, token, pdfBytes, 'statement.pdf', 'application/pdf');
    expect(pdf.body).toMatchObject({ code: 200, data: { content_type: 'application/pdf' } });

    const download = await fetchFile(server, token, png.body.data.file_id, 'download');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Business licence ____.png"; filename*=UTF-8''${encodeURIComponent('Business licence 营业执照.png')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pngBytes)).toBe(true);

    const preview = await fetchFile(server, token, pdf.body.data.file_id, 'preview');
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="statement.pdf"/);
    expect(preview.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('refuses a file whose content is of another type, whatever its name says', async () => {
    const token = await server.signIn(await server.createMerchant());
    const text = await uploadFile(server, token, 'just some text, not an image', 'photo.png', 'image/png');
    expect(text.body).toMatchObject({ code: 4000, detail: 'This file type is not supported', data: { field: 'file' } });
    const html = await uploadFile(server, token, '<html><script>alert(1)</script></html>', 'scan.pdf', 'application/pdf');
    expect(html.body).toMatchObject({ code: 4000, detail: 'This file type is not supported' });
    const gif = await uploadFile(server, token, gifBytes, 'image.png', 'image/png');
    expect(gif.body).toMatchObject({ code: 4000, detail: 'This file type is not supported' });
  });

  it('refuses a file over the size limit, a request without a file, and an anonymous caller', async () => {
    const token = await server.signIn(await server.createMerchant());
    const big = Buffer.concat([pngBytes, Buffer.alloc(limits.uploadMaxBytes)]);
    const tooLarge = await uploadFile(server, token, big, 'big.png');
    expect(tooLarge.body).toMatchObject({ code: 4000, detail: 'The file cannot be larger than 10 MB', data: { field: 'file' } });

    const { payload, contentType } = multipartBody([{ name: 'note', content: 'no file here' }]);
    const noFile = await server.app.inject({ method: 'POST', url: endpoints.fileUpload.path, headers: { 'content-type': contentType, authorization: token }, payload });
    expect(noFile.json()).toMatchObject({ code: 4000, data: { field: 'file' } });
    const json = await server.call(endpoints.fileUpload.path, { file: 'x' }, { token });
    expect(json.body).toMatchObject({ code: 4000, data: { field: 'file' } });

    const anonymous = await uploadFile(server, undefined, pngBytes);
    expect(anonymous.status).toBe(401);
  });

  it('lets no other merchant read a file: the same answer as a file that does not exist', async () => {
    const owner = await server.signIn(await server.createMerchant());
    const other = await server.signIn(await server.createMerchant());
    const uploaded = await uploadFile(server, owner, pngBytes);
    for (const kind of ['download', 'preview'] as const) {
      const answer = await fetchFile(server, other, uploaded.body.data.file_id, kind);
      expect(answer.json()).toMatchObject({ code: 4004, detail: 'This file does not exist or is not yours.', data: null });
      const missing = await fetchFile(server, other, 'file_00000000000000000000000000000000', kind);
      expect(missing.json()).toEqual(answer.json());
    }
    expect((await fetchFile(server, owner, uploaded.body.data.file_id, 'download')).statusCode).toBe(200);
  });
});

describe('the upload quota of a merchant', () => {
  const quota = { files: 3, bytes: 1024 * 1024 };
  const limited = useTestServer({ uploadQuota: quota });
  const refusal = { code: 4000, detail: 'Your account has reached its upload limit of 3 files or 1 MB in total. Please contact support.', data: { field: 'file' } };

  it('refuses a file past the number of files, or past the bytes in all; another merchant has its own quota', async () => {
    const token = await limited.signIn(await limited.createMerchant());
    for (let file = 0; file < 3; file += 1) expect((await uploadFile(limited, token, pngBytes)).body.code).toBe(200);
    expect((await uploadFile(limited, token, pngBytes)).body).toMatchObject(refusal);
    const chinese = await uploadFile(limited, token, pngBytes, 'a.png', 'image/png', 'zh_Hans');
    expect(chinese.body.detail).toBe('您的账户已达到上传上限（共 3 个文件或 1 MB）。请联系客服。');

    const other = await limited.signIn(await limited.createMerchant());
    const large = Buffer.concat([pngBytes, Buffer.alloc(700 * 1024)]);
    expect((await uploadFile(limited, other, large)).body.code).toBe(200);
    expect((await uploadFile(limited, other, large)).body).toMatchObject(refusal);
    // A smaller file still fits.
    expect((await uploadFile(limited, other, pngBytes)).body.code).toBe(200);
  });

  it('counts uploads sent at once one after the other', async () => {
    const token = await limited.signIn(await limited.createMerchant());
    const answers = await Promise.all(Array.from({ length: 6 }, () => uploadFile(limited, token, pngBytes)));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 200, 200, 4000, 4000, 4000]);
  });
});
