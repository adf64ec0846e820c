import type { MessageCode } from '../notices.js';

export const pt: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'O valor de {field} não é válido.',
  COMMON_PARAM_MISSING: 'O campo {field} é obrigatório.',
  COMMON_PARAM_TOO_LONG: 'O campo {field} pode ter no máximo {max} caracteres.',
  COMMON_BODY_TOO_LARGE: 'A solicitação é grande demais: no máximo {max} KB.',
  COMMON_SYSTEM_ERROR: 'Ocorreu um erro do nosso lado. Tente novamente mais tarde.',
  COMMON_NOT_FOUND: 'A página ou o item solicitado não existe.',
  COMMON_RATE_LIMITED: 'Muitas solicitações. Aguarde um momento e tente novamente.',
  COMMON_METHOD_NOT_ALLOWED: 'Este método de solicitação não é permitido aqui.',
  COMMON_NO_PERMISSION: 'Você não tem permissão para realizar esta ação.',
  COMMON_DUPLICATE_SUBMISSION: 'Esta solicitação já foi enviada.',
  COMMON_NOT_SUPPORTED: 'Este recurso não está disponível aqui.',
  AUTH_NOT_LOGGED_IN: 'Você não está conectado. Faça login primeiro.',
  AUTH_SESSION_EXPIRED: 'Sua sessão expirou. Faça login novamente.',
  AUTH_LOGIN_FAILED: 'Conta ou senha incorreta.',
  AUTH_ACCOUNT_LOCKED:
    'Dados inválidos foram inseridos três vezes seguidas. Tente novamente em {minutes} minutos.',
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Esta conta foi bloqueada pelo atendimento ao cliente. Tente novamente em {minutes} minutos ou fale conosco.',
  AUTH_ACCOUNT_DISABLED: 'Esta conta foi bloqueada ou desativada.',
  AUTH_NOT_A_SELLER: 'Esta conta não possui uma loja.',
  AUTH_CAPTCHA_FAILED: 'A verificação deslizante falhou. Tente novamente.',
  AUTH_CAPTCHA_EXPIRED: 'A verificação deslizante expirou. Deslize novamente.',
  AUTH_AGREEMENT_REQUIRED: 'Leia e aceite o contrato de usuário.',
  AUTH_USERNAME_INVALID: 'O nome de usuário deve ter de 6 a 24 letras ou dígitos.',
  AUTH_PHONE_INVALID: 'Insira um número de telefone válido com o código do país (pelo menos 8 dígitos).',
  AUTH_EMAIL_INVALID:
    'Insira um endereço de e-mail válido cuja parte antes do @ tenha pelo menos 6 letras ou dígitos.',
  AUTH_PASSWORD_INVALID: 'A senha deve ter de 6 a 12 caracteres e conter tanto letras quanto dígitos.',
  AUTH_PASSWORDS_DIFFERENT: 'As duas senhas não coincidem.',
  AUTH_OLD_PASSWORD_WRONG: 'A senha antiga está incorreta.',
  AUTH_ACCOUNT_EXISTS: 'Esta conta já está cadastrada.',
  AUTH_AGENT_CODE_INVALID: 'O código de convite não é válido.',
  AUTH_CODE_WRONG: 'O código de verificação está incorreto ou expirou.',
  AUTH_CODE_TOO_FREQUENT:
    'Um código foi enviado recentemente. Aguarde {seconds} segundos antes de solicitar outro.',
  AUTH_SAFEWORD_INVALID: 'A senha de fundos deve ter exatamente 6 dígitos.',
  AUTH_SAFEWORD_NOT_SET: 'Defina uma senha de fundos primeiro.',
  AUTH_SAFEWORD_ALREADY_SET: 'Já existe uma senha de fundos definida. Altere-a em vez de criar uma nova.',
  AUTH_SAFEWORD_WRONG: 'A senha de fundos está incorreta. Restam {remaining} tentativas hoje.',
  AUTH_SAFEWORD_LOCKED: 'O número de tentativas de senha excedeu 3. Tente novamente amanhã.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Não é possível encerrar a conta enquanto houver saldo. Faça o saque do saldo primeiro.',
  AUTH_CANCEL_LOAN_OPEN:
    'Não é possível encerrar a conta enquanto houver um empréstimo em análise ou ainda não quitado. Aguarde a decisão sobre sua solicitação ou quite o empréstimo primeiro.',
  AUTH_CANCEL_ORDER_OPEN:
    'Não é possível encerrar a conta enquanto um pedido que você comprou ou vendeu não estiver concluído (pago mas ainda não finalizado, ou com reembolso em andamento). Aguarde até que seja finalizado ou reembolsado.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Não é possível encerrar a conta enquanto um depósito estiver em processamento. Aguarde até que seja creditado ou recusado.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Não é possível encerrar a conta enquanto um saque estiver em processamento. Aguarde até que seja pago ou recusado.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    'O seu saldo de {balance} USDT está abaixo do levantamento mínimo de {min} USDT e não pode ser levantado. Para encerrar a conta, confirme que renuncia a ele.',
  ADMIN_OPERATOR_EXISTS: 'Já existe um operador com este nome de usuário.',
  ADMIN_CANNOT_CHANGE_SELF: 'Você não pode alterar sua própria função ou status.',
  ADMIN_SYSPARA_UNKNOWN: 'O parâmetro de sistema {code} não existe.',
  ADMIN_SYSPARA_INVALID: 'O valor de {code} não é válido para o tipo e os limites do parâmetro.',
  ADMIN_STATE_UNCHANGED: 'Nada a alterar: o item já está nesse estado.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Este operador não pode assumir conversas de suporte: a conta é desconhecida ou está desativada, ou a sua função não atende o apoio ao cliente.',
  CATALOG_GOODS_NOT_FOUND: 'Este produto não existe.',
  CATALOG_GOODS_OFF_SHELF: 'Este produto não está mais à venda.',
  CATALOG_SHOP_NOT_FOUND: 'Esta loja não existe ou está fechada.',
  CATALOG_CATEGORY_NOT_FOUND: 'Esta categoria não existe.',
  CATALOG_ALREADY_KEPT: 'Este produto já está nos seus favoritos.',
  CATALOG_ALREADY_FOLLOWED: 'Você já segue esta loja.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Você não pode seguir a sua própria loja.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Uma conta de vendedor não pode seguir outras lojas.',
  KYC_PENDING: 'A sua candidatura está a ser analisada. Poderá alterá-la quando for decidida.',
  KYC_ALREADY_VERIFIED: 'A sua identidade já foi verificada.',
  KYC_ALREADY_SELLER: 'Esta conta já tem uma loja.',
  KYC_PHOTO_INVALID: 'Uma foto do documento não foi encontrada entre os seus envios. Envie-a novamente.',
  KYC_STORE_NAME_TAKEN: 'Já existe uma loja com este nome. Escolha outro nome.',
  KYC_ALREADY_DECIDED: 'Esta candidatura já foi decidida.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Esta categoria não pode ser excluída enquanto tiver {goods} produtos e {children} subcategorias. Mova-os primeiro.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'As categorias têm dois níveis: a categoria-mãe de uma subcategoria deve ser de nível superior, e uma categoria com subcategorias não pode se tornar subcategoria.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'A subcategoria não pertence à categoria escolhida.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Este banner não existe.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'O fim da programação deve ser posterior ao início.',
  WALLET_INSUFFICIENT_BALANCE: 'Saldo insuficiente. Faça um depósito primeiro.',
  WALLET_AMOUNT_INVALID: 'Insira um valor maior que 0 com no máximo {decimals} casas decimais.',
  WALLET_DEPOSIT_BELOW_MIN: 'O depósito mínimo é de {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'O depósito máximo é de {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'Os depósitos estão suspensos no momento. Tente novamente mais tarde.',
  WALLET_CHANNEL_CLOSED: 'Este canal de depósito não está disponível.',
  WALLET_CHAIN_INVALID: 'Escolha uma rede disponível para esta moeda.',
  WALLET_CERTIFICATE_REQUIRED: 'Envie o comprovante de pagamento.',
  WALLET_CARD_NUMBER_INVALID: 'Insira um número de cartão bancário válido.',
  WALLET_BANK_ACCOUNT_INVALID:
    'Introduza o número da conta (6 a 34 dígitos) ou o IBAN da conta que recebe o dinheiro.',
  WALLET_IBAN_INVALID:
    'Este IBAN não é válido: os dígitos de controlo não coincidem. Confira cada carácter com o seu extrato bancário.',
  WALLET_SWIFT_INVALID: 'Introduza o código SWIFT/BIC do banco: 8 ou 11 letras e algarismos, como EBILAEAD.',
  WALLET_RATE_MISSING: 'Não há taxa de câmbio definida para {coin}. Tente novamente mais tarde.',
  WALLET_PAYMENT_LINK_FAILED: 'Não foi possível criar o link de pagamento. Tente outra forma de pagamento.',
  WALLET_NO_PAYMENT_METHOD: 'Nenhuma forma de pagamento está disponível para este valor.',
  WALLET_PAYMENT_FAILED: 'O pagamento não foi concluído. Nenhum valor foi debitado da sua carteira.',
  WALLET_ALREADY_DECIDED: 'Esta solicitação já foi processada.',
  WALLET_WITHDRAWALS_CLOSED: 'Os saques estão suspensos no momento. Tente novamente mais tarde.',
  WALLET_WITHDRAW_BELOW_MIN: 'O saque mínimo é de {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'O saque máximo é de {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS: 'Os saques só são aceitos entre {hours} (horário da China).',
  WALLET_WITHDRAW_DAILY_LIMIT: 'Você pode sacar no máximo {count} vezes por dia. Tente novamente amanhã.',
  WALLET_WITHDRAW_IN_PROGRESS: 'Já há um saque em andamento. Aguarde até que ele seja processado.',
  WALLET_ADDRESS_REQUIRED: 'Vincule primeiro um endereço de saque.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Só é possível vincular um endereço de saque.',
  WALLET_ADDRESS_INVALID: 'Este endereço não é válido para a rede escolhida.',
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'As maiúsculas e minúsculas deste endereço não correspondem à sua soma de verificação, portanto há um caractere errado. Copie-o novamente da sua carteira.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Este endereço Ethereum está todo em minúsculas (ou todo em maiúsculas), portanto não tem soma de verificação e um caractere digitado errado passaria despercebido. Copie-o da sua carteira com as maiúsculas ou confirme que verificou cada caractere.',
  WALLET_ADDRESS_ZERO:
    'Este é o endereço zero: nada enviado para ele poderá ser gasto. Informe o endereço da sua própria carteira.',
  WALLET_RATE_CHANGED:
    'A taxa do {coin} acabou de mudar para {rate} USDT. Verifique o que vai receber e confirme novamente.',
  ADDRESS_LIMIT_REACHED:
    'Você pode manter no máximo {max} endereços de entrega. Exclua um para adicionar outro.',
  ADDRESS_REQUIRED: 'Escolha um endereço de entrega.',
  ADDRESS_REGION_INVALID: 'O país, o estado ou a cidade não são válidos. Selecione-os novamente.',
  CART_ALREADY_ADDED: 'Este produto já está no seu carrinho de compras.',
  CART_FULL: 'Seu carrinho pode ter no máximo {max} produtos.',
  CART_LINE_UNREADABLE: 'Escreva o id de um item e uma quantidade inteira, separados por vírgula.',
  CART_ITEM_UNKNOWN: 'Nenhuma oferta ou SKU tem este id.',
  CART_ITEM_AMBIGUOUS: 'Várias lojas vendem este SKU: escreva o id da oferta e o do SKU como oferta/SKU.',
  CART_ITEM_NEEDS_SKU: 'Esta oferta tem várias opções: escreva oferta/SKU com o id do SKU da opção.',
  CART_BATCH_TOO_LONG: 'Adicione no máximo {max} linhas de uma vez.',
  ORDER_NOTHING_SELECTED: 'Selecione os produtos que deseja comprar.',
  ORDER_BELOW_MIN: 'A quantidade está abaixo da compra mínima de {min}.',
  ORDER_ABOVE_MAX: 'A quantidade está acima da compra máxima de {max}.',
  ORDER_NOT_PACK_MULTIPLE: 'Este produto é vendido em embalagens de {pack}: peça um múltiplo de {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Este produto não tem amostra disponível para pedido.',
  ORDER_SAMPLE_OVER_LIMIT: 'Uma amostra deste produto tem no máximo {max} unidades.',
  ORDER_SAMPLE_TAKEN: 'Você já pediu uma amostra deste produto.',
  ORDER_OWN_SHOP: 'Você não pode comprar produtos da sua própria loja.',
  ORDER_OUT_OF_STOCK: 'Não há estoque suficiente deste produto.',
  ORDER_NOT_PAYABLE: 'Este pedido não pode mais ser pago.',
  ORDER_CANNOT_CANCEL: 'Só é possível cancelar um pedido que esteja aguardando pagamento.',
  ORDER_CANNOT_REMIND: 'Só é possível enviar um lembrete para um pedido pago que esteja aguardando envio.',
  ORDER_ALREADY_REMINDED: 'Já foi enviado um lembrete para este pedido.',
  ORDER_CANNOT_RECEIPT: 'Só é possível confirmar o recebimento de um pedido enviado.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Este motivo é para produtos que recebeu, e este pedido ainda não foi enviado. Escolha outro motivo.',
  ORDER_SHIPPED_NO_REFUND:
    'Um pedido enviado não pode ser reembolsado enquanto está a caminho. Você poderá solicitar o reembolso assim que ele chegar.',
  ORDER_REFUND_NOT_ALLOWED:
    'Não é possível solicitar reembolso para pedidos aguardando pagamento, concluídos ou cancelados.',
  ORDER_REFUND_WINDOW_CLOSED: 'O prazo de devolução de {days} dias deste pedido foi encerrado.',
  ORDER_REFUND_EXISTS: 'Já foi solicitado um reembolso para este pedido.',
  ORDER_NO_REFUND_PENDING: 'Este pedido não tem reembolso aguardando decisão.',
  ORDER_CANNOT_REVIEW: 'Só é possível avaliar um pedido recebido.',
  ORDER_ALREADY_REVIEWED: 'Este produto já foi avaliado.',
  ORDER_CANNOT_PURCHASE: 'Somente pedidos pagos podem ser comprados para envio.',
  ORDER_CANNOT_SHIP: 'Só é possível enviar um pedido que o vendedor já tenha comprado.',
  COUPON_NOT_STARTED: 'Este cupom ainda não pode ser resgatado.',
  COUPON_ENDED: 'Este cupom já foi encerrado.',
  COUPON_SOLD_OUT: 'Todos estes cupons já foram resgatados.',
  COUPON_LIMIT_REACHED: 'Você pode ter no máximo {max} unidades deste cupom.',
  COUPON_OWN_SHOP: 'Você não pode resgatar cupons da sua própria loja.',
  COUPON_NOT_HELD: 'Você não tem este cupom, ou ele já foi usado.',
  COUPON_NOT_APPLICABLE: 'Este cupom não pode ser usado nestes produtos.',
  COUPON_MIN_SPEND: 'Este cupom exige no mínimo {min} USDT em produtos.',
  COUPON_ONE_PER_ORDER: 'Use no máximo um cupom de loja por loja e um cupom da plataforma por compra.',
  COUPON_WINDOW_INVALID: 'O cupom deve terminar depois de começar e durar no máximo {days} dias.',
  COUPON_TERMS_LOCKED:
    'Compradores já resgataram este cupom: só é possível alterar o título, a quantidade e o término.',
  COUPON_TOTAL_BELOW_CLAIMED: 'A quantidade não pode ser menor que os {claimed} já resgatados.',
  SELLER_PRICE_OUT_OF_RANGE: 'O preço de venda deve estar entre {min} e {max} USDT.',
  SELLER_PROFIT_OUT_OF_RANGE: 'A margem de lucro deve estar entre {min}% e {max}%.',
  SELLER_DISCOUNT_BELOW_COST: 'Com este desconto, {name} seria vendido abaixo do preço de atacado.',
  SELLER_DISCOUNT_WINDOW_INVALID:
    'O desconto deve terminar depois de começar, e o seu fim deve estar no futuro.',
  SELLER_TIER_COUNT: 'Uma tabela de preços por quantidade tem de 1 a {max} faixas.',
  SELLER_TIER_FIRST_NOT_MOQ: 'A primeira faixa deve começar na quantidade mínima do pedido, {moq}.',
  SELLER_TIER_MIN_NOT_RISING: 'Faixa {rung}: a quantidade mínima deve ser maior que a da faixa anterior.',
  SELLER_TIER_PRICE_NOT_FALLING: 'Faixa {rung}: o preço unitário deve ser menor que o da faixa anterior.',
  SELLER_TIER_BELOW_COST: 'Faixa {rung}: o preço unitário está abaixo do preço de atacado de {cost} USDT.',
  SELLER_TIER_NOT_PACK:
    'Faixa {rung}: a quantidade mínima deve ser um múltiplo do tamanho da embalagem, {pack}.',
  SELLER_TIER_ABOVE_MAX: 'Faixa {rung}: a quantidade mínima está acima da compra máxima de {max}.',
  SELLER_MOQ_BELOW_MIN:
    'A quantidade mínima do pedido não pode ser inferior à compra mínima do próprio produto, {min}.',
  SELLER_SAMPLE_BELOW_COST: 'O preço da amostra está abaixo do preço de atacado de {cost} USDT.',
  SELLER_IMPORT_LINE: 'Linha {line}: {reason}',
  SELLER_IMPORT_EMPTY: 'O arquivo não tem anúncios: depois da linha de cabeçalho, cada linha é um anúncio.',
  SELLER_IMPORT_TOO_LONG:
    'O arquivo tem mais de {max} anúncios. Divida-o em arquivos menores e importe cada um.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'A linha de cabeçalho nomeia uma coluna que a importação não conhece, ou a nomeia duas vezes: {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'A linha de cabeçalho deve nomear a coluna {column}.',
  SELLER_IMPORT_CELLS: 'Esta linha tem {count} células, mas a linha de cabeçalho tem {expected}.',
  SELLER_IMPORT_QUOTE_OPEN: 'Uma célula entre aspas começa nesta linha e nunca é fechada.',
  SELLER_IMPORT_DUPLICATE: 'Este anúncio já está na linha {first}.',
  SELLER_IMPORT_NOT_OWN: 'Este não é um anúncio da sua loja, ou foi excluído.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'A importação não altera descontos: deixe o desconto como foi exportado e altere-o na lista de produtos.',
  SELLER_IMAGE_INVALID: 'A imagem não foi encontrada entre os envios. Envie-a novamente.',
  SELLER_DATE_RANGE_INVALID:
    'A data final não pode ser anterior à data inicial, e um período pode abranger no máximo 366 dias.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Só é possível enviar imagens JPEG, PNG, WebP ou GIF.',
  UPLOAD_TOO_LARGE: 'A imagem é grande demais: no máximo {max} MB.',
  UPLOAD_TOO_MANY_PARTS: 'Um envio leva uma imagem e poucos campos; este tem partes demais.',
  UPLOAD_TOO_MANY_PIXELS: 'A imagem tem pixels demais: no máximo {max} megapixels.',
  SUBSCRIBE_EMAIL_INVALID: 'Insira um endereço de e-mail válido.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Este endereço de e-mail já está inscrito.',
  SUBSCRIBE_LINK_INVALID: 'Este link de confirmação não é válido. Abra o link completo que está no e-mail.',
  NOTICE_ORDER_PLACED: 'Pedido realizado, aguardando pagamento.',
  NOTICE_ORDER_PAID: 'Pedido pago. Aguardando a confirmação do vendedor.',
  NOTICE_ORDER_REMINDED: 'O comprador lembrou o vendedor de enviar o pedido.',
  NOTICE_ORDER_PUSHED: 'O vendedor confirmou o pedido e o estoque está sendo preparado.',
  NOTICE_ORDER_SHIPPED: 'Enviado via {carrier}, código de rastreamento {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'O pacote foi coletado pela transportadora em {place}.',
  NOTICE_ORDER_DEPARTED: 'O pacote saiu de {place}.',
  NOTICE_ORDER_ARRIVED: 'O pacote chegou a {place}.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'O pacote saiu para entrega em {place}.',
  NOTICE_ORDER_DELIVERED: 'O pacote foi entregue em {place}.',
  NOTICE_ORDER_RECEIVED: 'O comprador confirmou o recebimento.',
  NOTICE_ORDER_AUTO_RECEIVED: 'O recebimento foi confirmado automaticamente {days} dias após o envio.',
  NOTICE_ORDER_REVIEWED: 'O comprador avaliou o pedido.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Nenhuma avaliação foi feita a tempo, então o sistema atribuiu uma avaliação positiva padrão.',
  NOTICE_ORDER_COMPLETED: 'Pedido concluído. O pagamento foi repassado ao vendedor.',
  NOTICE_ORDER_CANCELLED: 'O comprador cancelou o pedido.',
  NOTICE_ORDER_AUTO_CANCELLED: 'O pedido foi cancelado automaticamente porque não foi pago a tempo.',
  NOTICE_ORDER_LATE_COMPENSATED:
    'Não enviado em {hours} horas: o comprador foi compensado com {amount} USDT.',
  NOTICE_ORDER_REFUND_REQUESTED: 'O comprador solicitou um reembolso.',
  NOTICE_ORDER_REFUND_SUCCESS: 'Reembolso concluído: {amount} USDT foram devolvidos à carteira do comprador.',
  NOTICE_ORDER_REFUND_FAILED: 'Reembolso recusado: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'A plataforma reembolsou o pedido: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Seu código de redefinição de senha do Caravan',
  NOTICE_RESET_CODE_BODY:
    'Seu código para redefinir sua senha do Caravan é {code}. Ele é válido por {minutes} minutos. Se você não o solicitou, pode ignorar este e-mail: sua senha não foi alterada.',
  AUTH_PASSWORD_WRONG: 'A senha está incorreta.',
  AUTH_EMAIL_TAKEN: 'Este endereço de e-mail já está vinculado a outra conta.',
  AUTH_EMAIL_UNCHANGED: 'Este endereço de e-mail já está vinculado à sua conta e verificado.',
  AUTH_SMS_NOT_SUPPORTED: 'Não é possível enviar códigos por SMS. Use um endereço de e-mail.',
  NOTICE_BIND_CODE_SUBJECT: 'Seu código para confirmar seu endereço de e-mail no Caravan',
  NOTICE_BIND_CODE_BODY:
    'Seu código para vincular este endereço de e-mail à conta do Caravan {account} é {code}. Ele é válido por {minutes} minutos. Se você não o solicitou, pode ignorar este e-mail.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'O endereço de e-mail da sua conta do Caravan foi alterado',
  NOTICE_EMAIL_CHANGED_BODY:
    'O endereço de e-mail da conta do Caravan {account} foi alterado para {email}. Os códigos de redefinição de senha passarão a ser enviados para ele. Se você não fez essa alteração, entre em contato imediatamente com o atendimento ao cliente do Caravan.',
  CREDIT_LOAN_IN_USE:
    'Você já tem um empréstimo em análise ou em andamento. Quite-o antes de solicitar outro.',
  CREDIT_IDENTITY_REQUIRED:
    'Requisitos não atendidos: sua identidade precisa ser verificada primeiro (Minha conta › Seja um vendedor).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Requisitos não atendidos: a conta está restrita ou tem um empréstimo em atraso não quitado.',
  CREDIT_AMOUNT_BELOW_MIN: 'O valor solicitado está abaixo do mínimo de {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'O valor solicitado está acima do máximo de {max} USDT.',
  CREDIT_TERM_NOT_OFFERED: 'Este prazo de empréstimo não é oferecido. Escolha um dos prazos listados.',
  CREDIT_PHOTO_INVALID: 'Uma foto do documento não foi encontrada entre os seus envios. Envie-a novamente.',
  CREDIT_ALREADY_DECIDED: 'Esta solicitação de empréstimo já foi decidida.',
  CREDIT_NOT_REPAYABLE: 'Este empréstimo não está em andamento, portanto não há nada a pagar.',
  CREDIT_PRODUCT_INVALID:
    'As configurações do empréstimo são inconsistentes: o mínimo não pode exceder o máximo e cada prazo deve ser de 1 a 366 dias.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Seu empréstimo para empreender do Caravan foi aprovado',
  NOTICE_CREDIT_APPROVED_BODY:
    'Seu empréstimo de {amount} USDT por {days} dias foi aprovado e creditado na sua carteira do Caravan. Pague {total} USDT até {dueDate}; você pode quitar antecipadamente sem custo adicional.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Sua solicitação de empréstimo do Caravan não foi aprovada',
  NOTICE_CREDIT_REJECTED_BODY:
    'Sua solicitação de empréstimo de {amount} USDT não foi aprovada: {reason}. Você pode corrigi-la e solicitar novamente.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Seu empréstimo do Caravan está em atraso',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Seu empréstimo venceu em {dueDate}. Até que seja quitado, incide a taxa de atraso de {rate} ao dia. Para quitar agora: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Pedido {orderNo} pago',
  NOTICE_ORDER_PAID_BODY:
    'Recebemos seu pagamento de {amount} USDT pelo pedido {orderNo}. A loja agora vai providenciar o envio.',
  NOTICE_ORDER_SOLD_TITLE: 'Novo pedido pago {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'O pedido {orderNo} foi pago ({amount} USDT). Compre-o na sua central do vendedor pelo custo de atacado de {cost} USDT para que seja enviado.',
  NOTICE_ORDER_REMINDED_TITLE: 'O comprador pede o envio do pedido {orderNo}',
  NOTICE_ORDER_REMINDED_BODY:
    'O comprador do pedido {orderNo} lembrou-o de enviá-lo. Se ainda não o comprou, compre-o no seu centro de vendedor para que seja enviado.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Pedido {orderNo} enviado',
  NOTICE_ORDER_SHIPPED_BODY:
    'Seu pedido {orderNo} foi enviado por {carrier}, código de rastreio {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Reembolso do pedido {orderNo} aprovado',
  NOTICE_REFUND_APPROVED_BODY:
    'Seu reembolso de {amount} USDT pelo pedido {orderNo} foi aprovado e devolvido à sua carteira do Caravan.',
  NOTICE_REFUND_REFUSED_TITLE: 'Reembolso do pedido {orderNo} recusado',
  NOTICE_REFUND_REFUSED_BODY:
    'Sua solicitação de reembolso do pedido {orderNo} foi recusada: {reason}. O pedido continua como antes.',
  NOTICE_LATE_COMPENSATION_TITLE: 'O pedido {orderNo} está atrasado: aqui está uma compensação',
  NOTICE_LATE_COUPON_BODY:
    'O pedido {orderNo} não foi enviado em {hours} horas. Pedimos desculpas: um cupom de {amount} USDT de desconto já está em Meus cupons.',
  NOTICE_LATE_CREDIT_BODY:
    'O pedido {orderNo} não foi enviado em {hours} horas. Pedimos desculpas: {amount} USDT foram adicionados à sua carteira.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Pedido {orderNo} reembolsado',
  NOTICE_ORDER_REFUNDED_BODY:
    'A plataforma reembolsou seu pedido {orderNo}: {reason}. {amount} USDT voltaram para sua carteira do Caravan.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Depósito confirmado',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Seu depósito {orderNo} foi confirmado e {amount} USDT foram creditados na sua carteira do Caravan.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Depósito recusado',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Seu depósito {orderNo} foi recusado: {reason}. Nada foi creditado na sua carteira; fale com o atendimento ao cliente se achar que houve um erro.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Saque pago',
  NOTICE_WITHDRAWAL_PAID_BODY: 'Seu saque {orderNo} de {amount} USDT foi pago (taxa: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Saque recusado',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Seu saque {orderNo} foi recusado: {reason}. Os {amount} USDT retidos para ele voltaram para sua carteira do Caravan.',
  NOTICE_SELLER_APPROVED_TITLE: 'Sua loja está aberta',
  NOTICE_SELLER_APPROVED_BODY:
    'Sua solicitação de vendedor foi aprovada e sua loja {storeName} está aberta. Agora você pode anunciar produtos na sua central do vendedor.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Sua identidade foi verificada',
  NOTICE_IDENTITY_VERIFIED_BODY:
    'Sua verificação de identidade foi aprovada. Sua conta agora está verificada.',
  NOTICE_SELLER_REJECTED_TITLE: 'Sua solicitação não foi aprovada',
  NOTICE_SELLER_REJECTED_BODY:
    'Sua solicitação não foi aprovada: {reason}. Você pode corrigi-la e enviá-la novamente.',
  NOTICE_WELCOME_SUBJECT: 'Bem-vindo ao Caravan',
  NOTICE_WELCOME_BODY:
    'Obrigado por se inscrever no Caravan. Para confirmar {email} e receber seu cupom de boas-vindas, abra este link: {link} Enquanto o endereço não for confirmado, o Caravan não enviará mais nada para ele. Se você não se inscreveu, pode ignorar este e-mail.',
};
