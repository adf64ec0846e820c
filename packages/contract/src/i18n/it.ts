import type { MessageCode } from '../notices.js';

export const it: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'Il valore di {field} non è valido.',
  COMMON_PARAM_MISSING: 'Il campo {field} è obbligatorio.',
  COMMON_PARAM_TOO_LONG: 'Il campo {field} può contenere al massimo {max} caratteri.',
  COMMON_BODY_TOO_LARGE: 'La richiesta è troppo grande: al massimo {max} KB.',
  COMMON_SYSTEM_ERROR: 'Si è verificato un errore da parte nostra. Riprova più tardi.',
  COMMON_NOT_FOUND: 'La pagina o l’elemento richiesto non esiste.',
  COMMON_RATE_LIMITED: 'Troppe richieste. Attendi un momento e riprova.',
  COMMON_METHOD_NOT_ALLOWED: 'Questo metodo di richiesta non è consentito qui.',
  COMMON_NO_PERMISSION: 'Non hai l’autorizzazione per eseguire questa operazione.',
  COMMON_DUPLICATE_SUBMISSION: 'Questa richiesta è già stata inviata.',
  COMMON_NOT_SUPPORTED: 'Questa funzione non è disponibile qui.',
  AUTH_NOT_LOGGED_IN: 'Non hai effettuato l’accesso. Accedi prima di continuare.',
  AUTH_SESSION_EXPIRED: 'La sessione è scaduta. Accedi di nuovo.',
  AUTH_LOGIN_FAILED: 'Account o password non corretti.',
  AUTH_ACCOUNT_LOCKED:
    'Sono stati inseriti dati non validi per tre volte di seguito. Riprova tra {minutes} minuti.',
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Questo account è stato bloccato dall’assistenza clienti. Riprova tra {minutes} minuti o contattaci.',
  AUTH_ACCOUNT_DISABLED: 'Questo account è stato bloccato o disattivato.',
  AUTH_NOT_A_SELLER: 'Questo account non ha un negozio.',
  AUTH_CAPTCHA_FAILED: 'Verifica a scorrimento non riuscita. Riprova.',
  AUTH_CAPTCHA_EXPIRED: 'La verifica a scorrimento è scaduta. Scorri di nuovo.',
  AUTH_AGREEMENT_REQUIRED: 'Leggi e accetta il contratto utente.',
  AUTH_USERNAME_INVALID: 'Il nome utente deve essere composto da 6 a 24 lettere o cifre.',
  AUTH_PHONE_INVALID:
    'Inserisci un numero di telefono valido con il relativo prefisso internazionale (almeno 8 cifre).',
  AUTH_EMAIL_INVALID:
    'Inserisci un indirizzo e-mail valido in cui la parte prima della @ contenga almeno 6 lettere o cifre.',
  AUTH_PASSWORD_INVALID: 'La password deve contenere da 6 a 12 caratteri, tra cui sia lettere sia cifre.',
  AUTH_PASSWORDS_DIFFERENT: 'Le due password non coincidono.',
  AUTH_OLD_PASSWORD_WRONG: 'La vecchia password non è corretta.',
  AUTH_ACCOUNT_EXISTS: 'Questo account è già registrato.',
  AUTH_AGENT_CODE_INVALID: 'Il codice di invito non è valido.',
  AUTH_CODE_WRONG: 'Il codice di verifica è errato o scaduto.',
  AUTH_CODE_TOO_FREQUENT:
    'Un codice è stato inviato da poco. Attendi {seconds} secondi prima di richiederne un altro.',
  AUTH_SAFEWORD_INVALID: 'La password dei fondi deve essere composta esattamente da 6 cifre.',
  AUTH_SAFEWORD_NOT_SET: 'Imposta prima una password dei fondi.',
  AUTH_SAFEWORD_ALREADY_SET:
    'Hai già impostato una password dei fondi. Modificala invece di crearne una nuova.',
  AUTH_SAFEWORD_WRONG: 'La password dei fondi non è corretta. Ti restano {remaining} tentativi per oggi.',
  AUTH_SAFEWORD_LOCKED: 'Hai superato i 3 tentativi di inserimento della password. Riprova domani.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Non è possibile chiudere l’account finché presenta un saldo. Preleva prima il saldo.',
  AUTH_CANCEL_LOAN_OPEN:
    'Non è possibile chiudere l’account finché hai un prestito in fase di verifica o non ancora rimborsato. Attendi la decisione sulla tua richiesta oppure rimborsa prima il prestito.',
  AUTH_CANCEL_ORDER_OPEN:
    'Non è possibile chiudere l’account finché un ordine che hai acquistato o venduto non è concluso (pagato ma non ancora completato, o con un rimborso in corso). Attendi che sia completato o rimborsato.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Non è possibile chiudere l’account mentre un deposito è in elaborazione. Attendi che venga accreditato o rifiutato.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Non è possibile chiudere l’account mentre un prelievo è in elaborazione. Attendi che venga pagato o rifiutato.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    "Il tuo saldo di {balance} USDT è inferiore al prelievo minimo di {min} USDT e non può essere prelevato. Per chiudere l'account, conferma di rinunciarvi.",
  ADMIN_OPERATOR_EXISTS: 'Esiste già un operatore con questo nome utente.',
  ADMIN_CANNOT_CHANGE_SELF: 'Non puoi modificare il tuo ruolo o il tuo stato.',
  ADMIN_SYSPARA_UNKNOWN: 'Il parametro di sistema {code} non esiste.',
  ADMIN_SYSPARA_INVALID: 'Il valore di {code} non è valido per il tipo e i limiti previsti.',
  ADMIN_STATE_UNCHANGED: 'Nessuna modifica necessaria: l’elemento si trova già in questo stato.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    "Questo operatore non può prendere in carico conversazioni di assistenza: l'account è sconosciuto o disattivato, oppure il suo ruolo non risponde all'assistenza clienti.",
  CATALOG_GOODS_NOT_FOUND: 'Questo prodotto non esiste.',
  CATALOG_GOODS_OFF_SHELF: 'Questo prodotto non è più in vendita.',
  CATALOG_SHOP_NOT_FOUND: 'Questo negozio non esiste o è chiuso.',
  CATALOG_CATEGORY_NOT_FOUND: 'Questa categoria non esiste.',
  CATALOG_ALREADY_KEPT: 'Questo prodotto è già nei tuoi preferiti.',
  CATALOG_ALREADY_FOLLOWED: 'Segui già questo negozio.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Non puoi seguire il tuo negozio.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Un account venditore non può seguire altri negozi.',
  KYC_PENDING: 'La tua domanda è in fase di verifica. Potrai modificarla una volta decisa.',
  KYC_ALREADY_VERIFIED: 'La tua identità è già stata verificata.',
  KYC_ALREADY_SELLER: 'Questo account ha già un negozio.',
  KYC_PHOTO_INVALID: 'Una foto del documento non è stata trovata tra i tuoi caricamenti. Caricala di nuovo.',
  KYC_STORE_NAME_TAKEN: 'Esiste già un negozio con questo nome. Scegline un altro.',
  KYC_ALREADY_DECIDED: 'Questa domanda è già stata decisa.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Questa categoria non può essere eliminata finché contiene {goods} prodotti e {children} sottocategorie. Spostali prima.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Le categorie hanno due livelli: il genitore di una sottocategoria deve essere una categoria di primo livello e una categoria con sottocategorie non può diventare una sottocategoria.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'La sottocategoria non appartiene alla categoria scelta.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Questo banner non esiste.',
  CATALOG_ADMIN_SCHEDULE_INVALID: "La fine della programmazione deve essere successiva all'inizio.",
  WALLET_INSUFFICIENT_BALANCE: 'Saldo insufficiente. Effettua prima un deposito.',
  WALLET_AMOUNT_INVALID: 'Inserisci un importo maggiore di 0 con al massimo {decimals} cifre decimali.',
  WALLET_DEPOSIT_BELOW_MIN: 'Il deposito minimo è di {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'Il deposito massimo è di {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'I depositi sono momentaneamente chiusi. Riprova più tardi.',
  WALLET_CHANNEL_CLOSED: 'Questo canale di deposito non è attivo.',
  WALLET_CHAIN_INVALID: 'Scegli una rete disponibile per questa valuta.',
  WALLET_CERTIFICATE_REQUIRED: 'Carica la prova di pagamento.',
  WALLET_CARD_NUMBER_INVALID: 'Inserisci un numero di carta bancaria valido.',
  WALLET_BANK_ACCOUNT_INVALID:
    'Inserisci il numero di conto (da 6 a 34 cifre) o l’IBAN del conto che riceve il denaro.',
  WALLET_IBAN_INVALID:
    'Questo IBAN non è valido: le cifre di controllo non corrispondono. Confronta ogni carattere con l’estratto conto.',
  WALLET_SWIFT_INVALID:
    'Inserisci il codice SWIFT/BIC della banca: 8 o 11 lettere e cifre, ad esempio EBILAEAD.',
  WALLET_RATE_MISSING: 'Non è impostato alcun tasso di cambio per {coin}. Riprova più tardi.',
  WALLET_PAYMENT_LINK_FAILED:
    'Non è stato possibile creare il link di pagamento. Prova un altro metodo di pagamento.',
  WALLET_NO_PAYMENT_METHOD: 'Nessun metodo di pagamento disponibile per questo importo.',
  WALLET_PAYMENT_FAILED:
    'Il pagamento non è andato a buon fine. Nessun importo è stato prelevato dal tuo portafoglio.',
  WALLET_ALREADY_DECIDED: 'Questa richiesta è già stata elaborata.',
  WALLET_WITHDRAWALS_CLOSED: 'I prelievi sono momentaneamente chiusi. Riprova più tardi.',
  WALLET_WITHDRAW_BELOW_MIN: 'Il prelievo minimo è di {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'Il prelievo massimo è di {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS: 'I prelievi sono accettati solo nella fascia oraria {hours} (ora cinese).',
  WALLET_WITHDRAW_DAILY_LIMIT: 'Puoi effettuare al massimo {count} prelievi al giorno. Riprova domani.',
  WALLET_WITHDRAW_IN_PROGRESS: 'C’è già un prelievo in corso. Attendi che venga elaborato.',
  WALLET_ADDRESS_REQUIRED: 'Collega prima un indirizzo di prelievo.',
  WALLET_ADDRESS_ALREADY_BOUND: 'È possibile collegare un solo indirizzo di prelievo.',
  WALLET_ADDRESS_INVALID: 'Questo indirizzo non è valido per la rete scelta.',
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Le maiuscole e le minuscole di questo indirizzo non corrispondono al suo checksum, quindi un carattere è sbagliato. Copialo di nuovo dal tuo portafoglio.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Questo indirizzo Ethereum è tutto in minuscolo (o tutto in maiuscolo), quindi non ha checksum e un carattere digitato male passerebbe inosservato. Copialo dal tuo portafoglio con le sue maiuscole, oppure conferma di aver controllato ogni carattere.',
  WALLET_ADDRESS_ZERO:
    'Questo è l’indirizzo zero: nulla di ciò che vi viene inviato potrà mai essere speso. Inserisci l’indirizzo del tuo portafoglio.',
  WALLET_RATE_CHANGED:
    'Il tasso di {coin} è appena cambiato a {rate} USDT. Controlla quanto riceverai e conferma di nuovo.',
  ADDRESS_LIMIT_REACHED:
    'Puoi salvare al massimo {max} indirizzi di spedizione. Eliminane uno per aggiungerne un altro.',
  ADDRESS_REQUIRED: 'Scegli un indirizzo di spedizione.',
  ADDRESS_REGION_INVALID: 'Il paese, lo stato o la città non sono validi. Selezionali di nuovo.',
  CART_ALREADY_ADDED: 'Questo prodotto è già nel tuo carrello.',
  CART_FULL: 'Il tuo carrello può contenere al massimo {max} prodotti.',
  CART_LINE_UNREADABLE: "Scrivi l'id di un articolo e una quantità intera, separati da una virgola.",
  CART_ITEM_UNKNOWN: 'Nessuna offerta o SKU ha questo id.',
  CART_ITEM_AMBIGUOUS:
    "Più negozi vendono questo SKU: scrivi l'id dell'offerta e quello dello SKU come offerta/SKU.",
  CART_ITEM_NEEDS_SKU: "Questa offerta ha più opzioni: scrivi offerta/SKU con l'id SKU dell'opzione.",
  CART_BATCH_TOO_LONG: 'Aggiungi al massimo {max} righe alla volta.',
  ORDER_NOTHING_SELECTED: 'Seleziona i prodotti da acquistare.',
  ORDER_BELOW_MIN: 'La quantità è inferiore all’acquisto minimo di {min}.',
  ORDER_ABOVE_MAX: 'La quantità supera l’acquisto massimo di {max}.',
  ORDER_NOT_PACK_MULTIPLE: 'Questo prodotto è venduto in confezioni da {pack}: ordina un multiplo di {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Per questo prodotto non è disponibile alcun campione da ordinare.',
  ORDER_SAMPLE_OVER_LIMIT: 'Un campione di questo prodotto può essere al massimo di {max} unità.',
  ORDER_SAMPLE_TAKEN: 'Hai già ordinato un campione di questo prodotto.',
  ORDER_OWN_SHOP: 'Non puoi acquistare i prodotti del tuo negozio.',
  ORDER_OUT_OF_STOCK: 'Le scorte rimaste per questo prodotto non sono sufficienti.',
  ORDER_NOT_PAYABLE: 'Questo ordine non può più essere pagato.',
  ORDER_CANNOT_CANCEL: 'Si può annullare solo un ordine in attesa di pagamento.',
  ORDER_CANNOT_REMIND: 'Puoi inviare un sollecito solo per un ordine pagato in attesa di spedizione.',
  ORDER_ALREADY_REMINDED: 'Per questo ordine è già stato inviato un sollecito.',
  ORDER_CANNOT_RECEIPT: 'Solo un ordine spedito può essere confermato come ricevuto.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Questo motivo riguarda merce ricevuta, e questo ordine non è ancora stato spedito. Scegli un altro motivo.',
  ORDER_SHIPPED_NO_REFUND:
    'Un ordine spedito non può essere rimborsato mentre è in transito. Potrai richiedere un rimborso una volta arrivato.',
  ORDER_REFUND_NOT_ALLOWED:
    'Non è possibile richiedere rimborsi per ordini in attesa di pagamento, completati o annullati.',
  ORDER_REFUND_WINDOW_CLOSED: 'Il periodo di reso di {days} giorni per questo ordine è scaduto.',
  ORDER_REFUND_EXISTS: 'Per questo ordine è già stato richiesto un rimborso.',
  ORDER_NO_REFUND_PENDING: 'Questo ordine non ha rimborsi in attesa di decisione.',
  ORDER_CANNOT_REVIEW: 'Solo un ordine ricevuto può essere recensito.',
  ORDER_ALREADY_REVIEWED: 'Questo prodotto è già stato recensito.',
  ORDER_CANNOT_PURCHASE: 'Solo un ordine pagato può essere acquistato per la spedizione.',
  ORDER_CANNOT_SHIP: 'Solo un ordine acquistato dal venditore può essere spedito.',
  COUPON_NOT_STARTED: 'Non puoi ancora ottenere questo coupon.',
  COUPON_ENDED: 'Questo coupon è scaduto.',
  COUPON_SOLD_OUT: 'Questi coupon sono esauriti: sono già stati ottenuti tutti.',
  COUPON_LIMIT_REACHED: 'Puoi avere al massimo {max} copie di questo coupon.',
  COUPON_OWN_SHOP: 'Non puoi ottenere i coupon del tuo negozio.',
  COUPON_NOT_HELD: 'Non hai questo coupon, oppure è già stato utilizzato.',
  COUPON_NOT_APPLICABLE: 'Questo coupon non può essere usato per questi prodotti.',
  COUPON_MIN_SPEND: 'Questo coupon richiede una spesa minima di {min} USDT in prodotti.',
  COUPON_ONE_PER_ORDER:
    'A ogni pagamento puoi usare al massimo un coupon negozio per ciascun negozio e un coupon della piattaforma.',
  COUPON_WINDOW_INVALID: 'Il coupon deve terminare dopo l’inizio e durare al massimo {days} giorni.',
  COUPON_TERMS_LOCKED:
    'Alcuni acquirenti hanno già ottenuto questo coupon: puoi modificare solo il titolo, la quantità e la data di fine.',
  COUPON_TOTAL_BELOW_CLAIMED: 'La quantità non può essere inferiore ai {claimed} già ottenuti.',
  SELLER_PRICE_OUT_OF_RANGE: 'Il prezzo di vendita deve essere compreso tra {min} e {max} USDT.',
  SELLER_PROFIT_OUT_OF_RANGE: 'Il margine di profitto deve essere compreso tra {min}% e {max}%.',
  SELLER_DISCOUNT_BELOW_COST: 'Con questo sconto, {name} verrebbe venduto sotto il prezzo all’ingrosso.',
  SELLER_DISCOUNT_WINDOW_INVALID:
    'Lo sconto deve terminare dopo l’inizio e la sua fine deve essere nel futuro.',
  SELLER_TIER_COUNT: 'Una scala di prezzi per quantità ha da 1 a {max} scaglioni.',
  SELLER_TIER_FIRST_NOT_MOQ: 'Il primo scaglione deve partire dalla quantità minima d’ordine, {moq}.',
  SELLER_TIER_MIN_NOT_RISING:
    'Scaglione {rung}: la quantità minima deve essere superiore a quella dello scaglione precedente.',
  SELLER_TIER_PRICE_NOT_FALLING:
    'Scaglione {rung}: il prezzo unitario deve essere inferiore a quello dello scaglione precedente.',
  SELLER_TIER_BELOW_COST:
    'Scaglione {rung}: il prezzo unitario è inferiore al prezzo all’ingrosso di {cost} USDT.',
  SELLER_TIER_NOT_PACK:
    'Scaglione {rung}: la quantità minima deve essere un multiplo della confezione, {pack}.',
  SELLER_TIER_ABOVE_MAX: 'Scaglione {rung}: la quantità minima supera l’acquisto massimo di {max}.',
  SELLER_MOQ_BELOW_MIN:
    'La quantità minima d’ordine non può essere inferiore all’acquisto minimo del prodotto stesso, {min}.',
  SELLER_SAMPLE_BELOW_COST: 'Il prezzo del campione è inferiore al prezzo all’ingrosso di {cost} USDT.',
  SELLER_IMPORT_LINE: 'Riga {line}: {reason}',
  SELLER_IMPORT_EMPTY:
    'Il file non contiene inserzioni: dopo la riga di intestazione, ogni riga è un’inserzione.',
  SELLER_IMPORT_TOO_LONG:
    'Il file contiene più di {max} inserzioni. Dividilo in file più piccoli e importali uno per uno.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'La riga di intestazione nomina una colonna che l’importazione non conosce, o la nomina due volte: {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'La riga di intestazione deve nominare la colonna {column}.',
  SELLER_IMPORT_CELLS: 'Questa riga ha {count} celle, ma la riga di intestazione ne ha {expected}.',
  SELLER_IMPORT_QUOTE_OPEN: 'Una cella tra virgolette inizia in questa riga e non viene mai chiusa.',
  SELLER_IMPORT_DUPLICATE: 'Questa inserzione è già alla riga {first}.',
  SELLER_IMPORT_NOT_OWN: 'Questa non è un’inserzione del tuo negozio, oppure è stata eliminata.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'L’importazione non modifica gli sconti: lascia lo sconto come esportato e modificalo nell’elenco dei prodotti.',
  SELLER_IMAGE_INVALID: 'L’immagine non è stata trovata tra i file caricati. Caricala di nuovo.',
  SELLER_DATE_RANGE_INVALID:
    'La data di fine non può precedere quella di inizio e un periodo può coprire al massimo 366 giorni.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Si possono caricare solo immagini JPEG, PNG, WebP o GIF.',
  UPLOAD_TOO_LARGE: "L'immagine è troppo grande: al massimo {max} MB.",
  UPLOAD_TOO_MANY_PARTS: "Un caricamento contiene un'immagine e pochi campi; questo ha troppe parti.",
  UPLOAD_TOO_MANY_PIXELS: "L'immagine ha troppi pixel: al massimo {max} megapixel.",
  SUBSCRIBE_EMAIL_INVALID: 'Inserisci un indirizzo e-mail valido.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Questo indirizzo e-mail è già iscritto.',
  SUBSCRIBE_LINK_INVALID:
    'Questo link di conferma non è valido. Apri il link completo contenuto nell’e-mail.',
  NOTICE_ORDER_PLACED: 'Ordine effettuato, in attesa di pagamento.',
  NOTICE_ORDER_PAID: 'Ordine pagato. In attesa di conferma da parte del venditore.',
  NOTICE_ORDER_REMINDED: 'L’acquirente ha inviato al venditore un sollecito di spedizione.',
  NOTICE_ORDER_PUSHED: 'Il venditore ha confermato l’ordine e la merce è in preparazione.',
  NOTICE_ORDER_SHIPPED: 'Spedito con {carrier}, numero di tracciamento {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'Il pacco è stato ritirato dal corriere a {place}.',
  NOTICE_ORDER_DEPARTED: 'Il pacco è partito da {place}.',
  NOTICE_ORDER_ARRIVED: 'Il pacco è arrivato a {place}.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'Il pacco è in consegna a {place}.',
  NOTICE_ORDER_DELIVERED: 'Il pacco è stato consegnato a {place}.',
  NOTICE_ORDER_RECEIVED: 'L’acquirente ha confermato la ricezione.',
  NOTICE_ORDER_AUTO_RECEIVED:
    'La ricezione è stata confermata automaticamente {days} giorni dopo la spedizione.',
  NOTICE_ORDER_REVIEWED: 'L’acquirente ha recensito l’ordine.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Non è stata lasciata alcuna recensione in tempo, quindi il sistema ha assegnato una recensione positiva predefinita.',
  NOTICE_ORDER_COMPLETED: 'Ordine completato. Il pagamento è stato accreditato al venditore.',
  NOTICE_ORDER_CANCELLED: 'L’acquirente ha annullato l’ordine.',
  NOTICE_ORDER_AUTO_CANCELLED:
    'L’ordine è stato annullato automaticamente perché non è stato pagato in tempo.',
  NOTICE_ORDER_LATE_COMPENSATED:
    'Non spedito entro {hours} ore: l’acquirente ha ricevuto un indennizzo di {amount} USDT.',
  NOTICE_ORDER_REFUND_REQUESTED: 'L’acquirente ha richiesto un rimborso.',
  NOTICE_ORDER_REFUND_SUCCESS:
    'Rimborso riuscito: {amount} USDT sono stati restituiti al portafoglio dell’acquirente.',
  NOTICE_ORDER_REFUND_FAILED: 'Rimborso rifiutato: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'La piattaforma ha rimborsato l’ordine: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Il tuo codice per reimpostare la password di Caravan',
  NOTICE_RESET_CODE_BODY:
    'Il tuo codice per reimpostare la password di Caravan è {code}. È valido per {minutes} minuti. Se non l’hai richiesto, puoi ignorare questa e-mail: la tua password non è stata modificata.',
  AUTH_PASSWORD_WRONG: 'La password non è corretta.',
  AUTH_EMAIL_TAKEN: 'Questo indirizzo e-mail è già collegato a un altro account.',
  AUTH_EMAIL_UNCHANGED: 'Questo indirizzo e-mail è già collegato al tuo account ed è verificato.',
  AUTH_SMS_NOT_SUPPORTED: 'Non è possibile inviare codici via SMS. Usa un indirizzo e-mail.',
  NOTICE_BIND_CODE_SUBJECT: 'Il tuo codice per confermare il tuo indirizzo e-mail su Caravan',
  NOTICE_BIND_CODE_BODY:
    'Il tuo codice per collegare questo indirizzo e-mail all’account Caravan {account} è {code}. È valido per {minutes} minuti. Se non l’hai richiesto, puoi ignorare questa e-mail.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'L’indirizzo e-mail del tuo account Caravan è stato modificato',
  NOTICE_EMAIL_CHANGED_BODY:
    'L’indirizzo e-mail dell’account Caravan {account} è stato modificato in {email}. D’ora in poi i codici per reimpostare la password verranno inviati a questo indirizzo. Se non hai effettuato tu questa modifica, contatta subito l’assistenza clienti di Caravan.',
  CREDIT_LOAN_IN_USE:
    'Hai già un prestito in fase di verifica o in corso. Rimborsalo prima di richiederne un altro.',
  CREDIT_IDENTITY_REQUIRED:
    'Requisiti non soddisfatti: prima devi verificare la tua identità (Il mio account › Diventa venditore).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Requisiti non soddisfatti: l’account è soggetto a limitazioni o ha un prestito scaduto non rimborsato.',
  CREDIT_AMOUNT_BELOW_MIN: 'L’importo richiesto è inferiore al minimo di {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'L’importo richiesto supera il massimo di {max} USDT.',
  CREDIT_TERM_NOT_OFFERED: 'Questa durata del prestito non è disponibile. Scegli una delle durate indicate.',
  CREDIT_PHOTO_INVALID:
    'Una foto del documento non è stata trovata tra i tuoi caricamenti. Caricala di nuovo.',
  CREDIT_ALREADY_DECIDED: 'Questa richiesta di prestito è già stata decisa.',
  CREDIT_NOT_REPAYABLE: 'Questo prestito non è in corso, quindi non c’è nulla da rimborsare.',
  CREDIT_PRODUCT_INVALID:
    'Le impostazioni del prestito non sono coerenti: il minimo non deve superare il massimo e ogni durata deve essere compresa tra 1 e 366 giorni.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Il tuo prestito Caravan per avviare l’attività è stato approvato',
  NOTICE_CREDIT_APPROVED_BODY:
    'Il tuo prestito di {amount} USDT per {days} giorni è stato approvato e accreditato sul tuo portafoglio Caravan. Rimborsa {total} USDT entro il {dueDate}; puoi rimborsare in anticipo senza costi aggiuntivi.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'La tua richiesta di prestito Caravan non è stata approvata',
  NOTICE_CREDIT_REJECTED_BODY:
    'La tua richiesta di un prestito di {amount} USDT non è stata approvata: {reason}. Puoi correggerla e presentarla di nuovo.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Il rimborso del tuo prestito Caravan è in ritardo',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Il tuo prestito scadeva il {dueDate}. Finché non viene rimborsato, si applica il tasso di mora di {rate} al giorno. Per rimborsare ora: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Ordine {orderNo} pagato',
  NOTICE_ORDER_PAID_BODY:
    'Abbiamo ricevuto il tuo pagamento di {amount} USDT per l’ordine {orderNo}. Il negozio ora provvederà alla spedizione.',
  NOTICE_ORDER_SOLD_TITLE: 'Nuovo ordine pagato {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'L’ordine {orderNo} è stato pagato ({amount} USDT). Acquistalo nel tuo centro venditore al costo all’ingrosso di {cost} USDT perché venga spedito.',
  NOTICE_ORDER_REMINDED_TITLE: 'L’acquirente chiede la spedizione dell’ordine {orderNo}',
  NOTICE_ORDER_REMINDED_BODY:
    'L’acquirente dell’ordine {orderNo} ti ha sollecitato la spedizione. Se non l’hai ancora acquistato, acquistalo nel tuo centro venditore perché venga spedito.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Ordine {orderNo} spedito',
  NOTICE_ORDER_SHIPPED_BODY:
    'Il tuo ordine {orderNo} è stato spedito con {carrier}, numero di tracciamento {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Rimborso dell’ordine {orderNo} approvato',
  NOTICE_REFUND_APPROVED_BODY:
    'Il tuo rimborso di {amount} USDT per l’ordine {orderNo} è stato approvato e riaccreditato sul tuo portafoglio Caravan.',
  NOTICE_REFUND_REFUSED_TITLE: 'Rimborso dell’ordine {orderNo} rifiutato',
  NOTICE_REFUND_REFUSED_BODY:
    'La tua richiesta di rimborso per l’ordine {orderNo} è stata rifiutata: {reason}. L’ordine prosegue come prima.',
  NOTICE_LATE_COMPENSATION_TITLE: 'L’ordine {orderNo} è in ritardo: ecco un indennizzo per te',
  NOTICE_LATE_COUPON_BODY:
    'L’ordine {orderNo} non è stato spedito entro {hours} ore. Ci dispiace: un coupon da {amount} USDT di sconto ti aspetta in I miei coupon.',
  NOTICE_LATE_CREDIT_BODY:
    'L’ordine {orderNo} non è stato spedito entro {hours} ore. Ci dispiace: {amount} USDT sono stati aggiunti al tuo portafoglio.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Ordine {orderNo} rimborsato',
  NOTICE_ORDER_REFUNDED_BODY:
    'La piattaforma ha rimborsato il tuo ordine {orderNo}: {reason}. {amount} USDT sono tornati sul tuo portafoglio Caravan.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Deposito confermato',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Il tuo deposito {orderNo} è stato confermato e {amount} USDT sono stati aggiunti al tuo portafoglio Caravan.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Deposito rifiutato',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Il tuo deposito {orderNo} è stato rifiutato: {reason}. Non è stato aggiunto nulla al tuo portafoglio; contatta l’assistenza clienti se pensi che sia un errore.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Prelievo pagato',
  NOTICE_WITHDRAWAL_PAID_BODY:
    'Il tuo prelievo {orderNo} di {amount} USDT è stato pagato (commissione: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Prelievo rifiutato',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Il tuo prelievo {orderNo} è stato rifiutato: {reason}. I {amount} USDT trattenuti sono tornati sul tuo portafoglio Caravan.',
  NOTICE_SELLER_APPROVED_TITLE: 'Il tuo negozio è aperto',
  NOTICE_SELLER_APPROVED_BODY:
    'La tua richiesta di venditore è stata approvata e il tuo negozio {storeName} è aperto. Ora puoi pubblicare prodotti nel tuo centro venditore.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'La tua identità è verificata',
  NOTICE_IDENTITY_VERIFIED_BODY:
    'La verifica della tua identità è stata approvata. Il tuo account è ora verificato.',
  NOTICE_SELLER_REJECTED_TITLE: 'La tua richiesta non è stata approvata',
  NOTICE_SELLER_REJECTED_BODY:
    'La tua richiesta non è stata approvata: {reason}. Puoi correggerla e inviarla di nuovo.',
  NOTICE_WELCOME_SUBJECT: 'Benvenuto su Caravan',
  NOTICE_WELCOME_BODY:
    'Grazie per l’iscrizione a Caravan. Per confermare {email} e ricevere il tuo coupon di benvenuto, apri questo link: {link} Caravan non invierà nient’altro a questo indirizzo finché non sarà confermato. Se non ti sei iscritto, puoi ignorare questa e-mail.',
};
