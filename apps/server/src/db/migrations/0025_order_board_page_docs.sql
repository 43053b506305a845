-- The board's page in one round trip (modules/order/query.ts ordersPickedJson). The page's ids
-- were read first (a statement planned for its values, see dashboard.ts pagePicked) and their
-- stored documents (0022) fetched by a second statement; each round trip costs the server a
-- query built, sent and parsed, and both sides a wake-up. This function takes the picked ids and
-- answers their documents in the order given, with the ids, and NULL for an order without its
-- document (the caller then builds the page from the orders). Its statement is PL/pgSQL's, so
-- its plan is cached per connection while the pick around it is still planned for its values.
-- Joined through unnest, as 0023 found for the documents' refresh.
CREATE FUNCTION order_board_page_docs(ids integer[])
	RETURNS TABLE (id integer, doc text) LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN QUERY
	SELECT picked.id, d.head || u.branch_code || d.middle || u.unit || d.tail
	FROM unnest(ids) WITH ORDINALITY AS picked(id, place)
		LEFT JOIN order_board_doc d ON d.order_id = picked.id
		LEFT JOIN unit_board_doc u ON u.unit_id = d.unit_id AND u.branch_id = d.branch_id
	ORDER BY picked.place;
END
$$;
