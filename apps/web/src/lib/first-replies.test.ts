import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGoodsInfo } from '../features/catalog/api/get-goods-info';
import { getHome } from '../features/home/api/get-home';
import { makeGoods, makeHome, okReply } from '../test/factories';
import { callsTo, serveActions } from '../test/serve-actions';
import { setToken } from './auth';
import { changeLanguage } from './i18n';
import { resetFirstReplies } from './first-replies';

/** A page as the server sends it, with its first replies in a JSON script element. */
function carry(replies: { action: string; params: Record<string, string>; data: unknown }[], lang = 'en') {
  document.getElementById('first-replies')?.remove();
  const element = document.createElement('script');
  element.id = 'first-replies';
  element.type = 'application/json';
  element.textContent = JSON.stringify({ lang, replies });
  document.body.append(element);
  resetFirstReplies();
}

// A page's replies are fresh for its first seconds (performance.now() counts from its start); this
// worker has lived longer than that, so each test is a page just opened.
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(100);
});

afterEach(() => {
  document.getElementById('first-replies')?.remove();
  resetFirstReplies();
});

const carriedHome = makeHome();
const serverHome = makeHome();
const goods = makeGoods();

describe('the replies a landing page carries', () => {
  it('answer the page’s first call once, without a request; the next call asks the server', async () => {
    carry([{ action: 'index!home', params: { type: 'wap' }, data: carriedHome }]);
    const api = serveActions({ 'index!home': () => okReply(serverHome) });
    await expect(getHome('wap')).resolves.toEqual(carriedHome);
    expect(callsTo(api, 'index!home')).toHaveLength(0);
    expect(document.getElementById('first-replies')).toBeNull();
    await expect(getHome('wap')).resolves.toEqual(serverHome);
    expect(callsTo(api, 'index!home')).toHaveLength(1);
  });

  it('answer only the same params, in any order', async () => {
    carry([{ action: 'sellerGoods!info', params: { skuId: '-1', sellerGoodsId: goods.id }, data: goods }]);
    const api = serveActions({ 'sellerGoods!info': () => okReply(makeGoods({ id: goods.id })) });
    await getGoodsInfo('another-product');
    expect(callsTo(api, 'sellerGoods!info')).toHaveLength(1);
    await expect(getGoodsInfo(goods.id)).resolves.toEqual(goods);
    expect(callsTo(api, 'sellerGoods!info')).toHaveLength(1);
  });

  it('are not taken by a logged-in buyer (the server answered as a visitor)', async () => {
    setToken('t0ken');
    carry([{ action: 'index!home', params: { type: 'wap' }, data: carriedHome }]);
    const api = serveActions({ 'index!home': () => okReply(serverHome) });
    await expect(getHome('wap')).resolves.toEqual(serverHome);
    expect(callsTo(api, 'index!home')).toHaveLength(1);
  });

  it('are not taken in another language than the one they were answered in', async () => {
    await changeLanguage('ar');
    carry([{ action: 'index!home', params: { type: 'wap' }, data: carriedHome }], 'en');
    const api = serveActions({ 'index!home': () => okReply(serverHome) });
    await expect(getHome('wap')).resolves.toEqual(serverHome);
    expect(callsTo(api, 'index!home')).toHaveLength(1);
  });

  it('that cannot be read leave the page to ask for itself', async () => {
    for (const text of ['{not json', '{"lang":"en","replies":"x"}', 'null']) {
      document.getElementById('first-replies')?.remove();
      const element = document.createElement('script');
      element.id = 'first-replies';
      element.type = 'application/json';
      element.textContent = text;
      document.body.append(element);
      resetFirstReplies();
      const api = serveActions({ 'index!home': () => okReply(serverHome) });
      await expect(getHome('wap'), text).resolves.toEqual(serverHome);
      expect(callsTo(api, 'index!home'), text).toHaveLength(1);
    }
  });
});
