/**
 * The WhatsApp simulator's chat page (GET /_local/whatsapp) and its script (GET /_local/whatsapp/chat.js): a
 * parent's side of the conversation, posting to the simulator's /_local/whatsapp/send and polling its outbox.
 */

// The page has no inline script (the app's CSP allows scripts from 'self' only); every text from a message
// is put on the page with textContent, never as HTML.
export const CHAT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>WhatsApp simulator · Simplify</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:32px auto;padding:0 16px;color:#1a202c}
#log{border:1px solid #cbd5e0;border-radius:12px;padding:12px;height:420px;overflow-y:auto;background:#efeae2;display:flex;flex-direction:column;gap:8px}
.msg{max-width:80%;padding:8px 12px;border-radius:10px;white-space:pre-wrap;overflow-wrap:anywhere}
.in{align-self:flex-end;background:#d9fdd3}.out{align-self:flex-start;background:#fff}.note{color:#4a5568;font-size:14px}
form{display:flex;gap:8px;margin-top:12px}input,select,button{font-size:16px;padding:8px;border-radius:8px;border:1px solid #a0aec0}#text{flex:1}button{background:#2b6cb0;color:#fff;border-color:#2b6cb0;cursor:pointer}
label{display:block;margin:12px 0 4px}</style></head><body>
<h1>WhatsApp simulator</h1>
<p class="note">Local only: messages are signed like Meta's and posted to the real webhook; replies come from the stand-in Graph API's outbox.</p>
<label for="from">Your WhatsApp number (digits with country code)</label><input id="from" inputmode="numeric" autocomplete="off" value="15550001111">
<div id="log" role="log" aria-live="polite" aria-label="Conversation"></div>
<form id="chat"><label class="note" for="text" hidden>Message</label><input id="text" aria-label="Message" autocomplete="off" placeholder="Type a message"><select id="type" aria-label="Message type"><option value="text">Text</option><option value="image">Photo</option><option value="audio">Voice note</option><option value="location">Location</option><option value="reaction">Reaction</option></select><button type="submit">Send</button></form>
<label for="file">Attach a document or photo (PDF, text, JPEG or PNG; the message becomes its caption)</label><input id="file" type="file" accept=".pdf,.txt,.jpg,.jpeg,.png,application/pdf,text/plain,image/jpeg,image/png">
<p id="status" class="note" role="status"></p>
<script src="/_local/whatsapp/chat.js"></script></body></html>`;

export const CHAT_SCRIPT = `(() => {
  const log = document.getElementById('log');
  const from = document.getElementById('from');
  const text = document.getElementById('text');
  const type = document.getElementById('type');
  const status = document.getElementById('status');
  const file = document.getElementById('file');
  const base64 = (buf) => { let s = ''; const b = new Uint8Array(buf); for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode.apply(null, b.subarray(i, i + 0x8000)); return btoa(s); };
  const params = new URLSearchParams(location.search);
  if (params.get('from')) from.value = params.get('from');
  if (params.get('text')) text.value = params.get('text');
  let seen = 0;
  const add = (cls, body) => {
    const div = document.createElement('div');
    div.className = 'msg ' + cls;
    div.textContent = body;
    log.appendChild(div);
    log.scrollTop = log.scrollHeight;
  };
  const digits = () => from.value.replace(/\\D/g, '');
  async function poll() {
    try {
      const res = await fetch('/_local/whatsapp/outbox?to=' + encodeURIComponent(digits()));
      const { messages } = await res.json();
      for (const m of messages.slice(seen)) add('out', m.text.body);
      seen = messages.length;
    } catch {}
  }
  from.addEventListener('change', () => { log.textContent = ''; seen = 0; void poll(); });
  document.getElementById('chat').addEventListener('submit', async (e) => {
    e.preventDefault();
    const f = file.files && file.files[0];
    const t = f ? (f.type.indexOf('image/') === 0 ? 'image' : 'document') : type.value;
    if (t === 'text' && !text.value.trim()) return;
    add('in', f ? '[' + f.name + ']' + (text.value ? ' ' + text.value : '') : t === 'text' ? text.value : '[' + t + ']');
    const attached = f ? { name: f.name, type: f.type || 'application/octet-stream', dataBase64: base64(await f.arrayBuffer()) } : undefined;
    const res = await fetch('/_local/whatsapp/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: digits(), type: t, text: text.value, file: attached }) });
    file.value = '';
    status.textContent = res.ok ? '' : 'The webhook did not accept the message (' + res.status + ').';
    text.value = '';
    type.value = 'text';
  });
  void poll();
  setInterval(poll, 700);
})();`;
